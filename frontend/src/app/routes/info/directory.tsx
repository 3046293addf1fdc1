import { Building2, Search } from 'lucide-react';
import { Link } from 'react-router';

import { ContentPage, ContentSection } from '@/components/layout/content-page';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ChooseUniversity } from '@/features/universities/components/choose-university';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /directory: the University Directory, with the "Choose Your University" list (spec 2.3). */
export default function DirectoryRoute() {
  useDocumentTitle('University Directory');
  return (
    <ContentPage
      eyebrow="Resources"
      title="University Directory"
      intro="Every university on Quad has its own page, and its students can find roommates among each other."
      lead={<ChooseUniversity />}
    >
      <div className="mb-8 flex flex-col items-start gap-4 rounded-3xl bg-gradient-to-br from-brand-600 to-violet-700 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <Building2 aria-hidden="true" className="size-10 shrink-0 text-brand-100" />
          <p className="my-0 text-lg font-semibold text-white">Looking for one university? Search them all.</p>
        </div>
        <Link to={paths.universities} className={buttonClasses('light', 'md', 'shrink-0 no-underline')}>
          <Search aria-hidden="true" className="size-4" />
          Browse all universities
        </Link>
      </div>

      <ContentSection id="what-you-find" title="What you'll find on a university page">
        <ul>
          <li>Photos its students shared, once a moderator has featured them.</li>
          <li>Its Instagram account, when it has one.</li>
          <li>Links to submit your own photo or find roommates among its students.</li>
        </ul>
      </ContentSection>

      <ContentSection id="request" title="Don't see your university?">
        <p>
          Use the <strong>Request Your University</strong> button above to tell us its name and location. Our team reads
          every request, and we let you know when your university opens on Quad: in Quad if you have an account, by e-mail if not.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
