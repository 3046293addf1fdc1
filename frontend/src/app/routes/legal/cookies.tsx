import { Link } from 'react-router';

import { MailLink } from '@/components/layout/contact-links';
import { ContentPage, ContentSection } from '@/components/layout/content-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContact } from '@/lib/public-config';

export default function CookiesRoute() {
  useDocumentTitle('Cookie Policy');
  const { privacyEmail } = useContact();
  return (
    <ContentPage
      eyebrow="Legal"
      title="Cookie Policy"
      lastUpdated="June 12, 2025"
      intro="How Quad uses cookies and similar browser storage, and how you can control them."
    >
      <ContentSection id="what-are-cookies" title="What are cookies and browser storage?">
        <p>
          Cookies are small text files a website stores in your browser. Local storage is a similar feature that lets a
          site keep small pieces of information on your device. Both help a site remember you between visits.
        </p>
      </ContentSection>

      <ContentSection id="what-we-use" title="What Quad uses">
        <ul>
          <li>
            <strong>Your sign-in.</strong> When you sign in we keep a sign-in token in your browser&apos;s local storage
            so you stay logged in. Signing out removes it. You cannot stay signed in without it.
          </li>
          <li>
            <strong>Within one tab.</strong> Quad keeps a message you have started typing until you send it, and, while
            you sign in with Google, the page to come back to, in the tab&apos;s session storage. Both go when you close
            the tab.
          </li>
          <li>
            <strong>Sign-in with Google.</strong> If you choose it, Quad sets a cookie for at most 10 minutes that ties
            the sign-in to your browser, and removes it once you are signed in. Google may set its own cookies under its
            policies.
          </li>
          <li>
            <strong>Security.</strong> The human-verification check (Google reCAPTCHA) on the sign-in and registration
            pages may set cookies to tell people from automated programs.
          </li>
        </ul>
        <p>
          <strong>We do not use advertising or analytics cookies. The only third-party script Quad loads is Google
          reCAPTCHA, on the sign-in and registration pages.</strong>
        </p>
      </ContentSection>

      <ContentSection id="your-choices" title="Your choices">
        <p>
          Most browsers let you block or delete cookies and site data in their settings. If you clear Quad&apos;s site
          data you will be signed out, and if you block it entirely you will not be able to sign in.
        </p>
      </ContentSection>

      <ContentSection id="more" title="More information">
        <p>
          Read our <Link to={paths.privacy}>Privacy Policy</Link> to learn how we handle personal information
          {privacyEmail && (
            <>
              , or email <MailLink address={privacyEmail} /> with any questions
            </>
          )}
          .
        </p>
      </ContentSection>
    </ContentPage>
  );
}
