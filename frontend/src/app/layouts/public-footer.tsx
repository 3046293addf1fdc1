import { SiteFooter } from '@/components/layout/site-footer';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';

import { QueryProvider } from '../query-provider';

/** The public pages' footer with its newsletter sign-up box; PublicLayout loads it lazily. */
export default function PublicFooter() {
  return (
    <QueryProvider>
      <SiteFooter newsletter={<NewsletterForm />} />
    </QueryProvider>
  );
}
