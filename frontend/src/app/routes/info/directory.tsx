import { Building2, Search } from 'lucide-react';
import { Link } from 'react-router';

import { ContentPage, ContentSection } from '@/components/layout/content-page';
import { buttonClasses } from '@/components/ui/button';
import { CONTACT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function DirectoryRoute() {
  useDocumentTitle('University Directory');
  return (
    <ContentPage
      eyebrow="Resources"
      title="University Directory"
      intro="Quad is active at more than 320 universities. Every university has its own page with featured student content and a community of students looking for roommates."
    >
      <div className="my-8 flex flex-col items-start gap-4 rounded-3xl bg-gradient-to-br from-brand-600 to-violet-700 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <Building2 aria-hidden="true" className="size-10 shrink-0 text-brand-100" />
          <p className="my-0 text-lg font-semibold text-white">Find your university and see who&apos;s already there.</p>
        </div>
        <Link to={paths.universities} className={buttonClasses('light', 'md', 'shrink-0 no-underline')}>
          <Search aria-hidden="true" className="size-4" />
          Browse all universities
        </Link>
      </div>

      <ContentSection id="what-you-find" title="What you'll find on a university page">
        <ul>
          <li>Student photos and stories featured on the university&apos;s Instagram account.</li>
          <li>Students from that university looking for a roommate.</li>
          <li>Quick links to submit your own content or find roommates there.</li>
        </ul>
      </ContentSection>

      <ContentSection id="request" title="Don't see your university?">
        <p>
          We add new universities every month. Ask us to add yours by emailing{' '}
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> with its name and location. The more students who ask,
          the sooner we launch it.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
