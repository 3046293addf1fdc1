import { Link } from 'react-router';

import { Accordion } from '@/components/ui/accordion';
import { paths } from '@/config/paths';

import { faqs } from '../data/content';

import { SectionHeading } from './section-heading';

export function FaqSection() {
  return (
    <section aria-labelledby="faq-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-12">
          <Accordion items={faqs} defaultOpen={0} />
        </div>
        <p className="mt-8 text-center text-slate-600">
          Still curious?{' '}
          <Link to={paths.faq} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Read the full FAQ
          </Link>{' '}
          or{' '}
          <Link to={paths.contact} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            contact us
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
