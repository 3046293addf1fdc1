import { HeartHandshake, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { ContentPage, ContentSection } from '@/components/layout/content-page';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLandingFigures } from '@/features/landing/api/get-landing-figures';
import { shownFigures } from '@/features/landing/utils/figures';
import { useDocumentTitle } from '@/hooks/use-document-title';

const values = [
  {
    icon: ShieldCheck,
    title: 'Safety first',
    body: 'University email verification and human review of every profile keep Quad a community of real students.',
  },
  {
    icon: HeartHandshake,
    title: 'Students first',
    body: 'Quad is free for students. We build for the people who live in the dorms, not for advertisers.',
  },
  {
    icon: Sparkles,
    title: 'Campus pride',
    body: "Students send in their own campus moments, featured on their university's page and, with their consent, its Instagram.",
  },
] as const;

export default function AboutRoute() {
  useDocumentTitle('About Us');
  const figures = shownFigures(useLandingFigures().data);
  return (
    <ContentPage
      eyebrow="About Quad"
      title="Campus life starts with the right people"
      intro="Quad is the student platform for finding compatible roommates and sharing campus moments with your university community."
    >
      <ContentSection id="mission" title="Our mission">
        <p>
          Moving to university is exciting, and a little scary. Who you live with shapes your first year more than
          almost anything else. We started Quad so that no student has to leave that to chance: you tell us how you
          live, study and unwind, and we help you meet students at your school who fit.
        </p>
        <p>
          Campus life is also something to celebrate. Students send in their own photos to be featured on their
          university&apos;s page on Quad and, if they agree, on its Instagram account, credited to them; managers who
          know the campus schedule the best moments there.
        </p>
      </ContentSection>

      <ContentSection id="values" title="What we stand for">
        <ul className="my-8 list-none space-y-0 pl-0 grid gap-4 sm:grid-cols-3">
          {values.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <Icon aria-hidden="true" className="size-7 text-brand-600" />
              <h3 className="mt-3 mb-1">{title}</h3>
              <p className="my-0 text-sm leading-6">{body}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      {figures.length > 0 && (
        <ContentSection id="numbers" title="Quad in numbers">
          <ul>
            {figures.map(({ label, value }) => (
              <li key={label}>
                <strong>{value}</strong> {label.toLowerCase()}
              </li>
            ))}
          </ul>
        </ContentSection>
      )}

      <ContentSection id="join" title="Join us">
        <p>
          Quad is free for verified students. Create your account, build your profile and start meeting people from
          your university today. Questions? <Link to={paths.contact}>Get in touch</Link>.
        </p>
        <p>
          <Link to={paths.register} className={buttonClasses('primary', 'lg', 'text-white no-underline hover:text-white')}>
            Create your free account
          </Link>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
