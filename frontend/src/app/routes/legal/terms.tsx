import { Link } from 'react-router';

import { emailOrPost, MailLink } from '@/components/layout/contact-links';
import { ContentPage, ContentSection } from '@/components/layout/content-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContact } from '@/lib/public-config';

const toc = [
  { id: 'acceptance', label: 'Acceptance of these terms' },
  { id: 'eligibility', label: 'Eligibility' },
  { id: 'accounts', label: 'Your account' },
  { id: 'profiles', label: 'Profiles and review' },
  { id: 'content', label: 'Content you submit' },
  { id: 'conduct', label: 'Acceptable use' },
  { id: 'roommates', label: 'Roommate arrangements' },
  { id: 'third-parties', label: 'Third-party services' },
  { id: 'termination', label: 'Suspension and termination' },
  { id: 'disclaimers', label: 'Disclaimers' },
  { id: 'liability', label: 'Limitation of liability' },
  { id: 'indemnity', label: 'Indemnification' },
  { id: 'governing-law', label: 'Governing law and disputes' },
  { id: 'changes', label: 'Changes to these terms' },
  { id: 'contact', label: 'Contact us' },
] as const;

export default function TermsRoute() {
  useDocumentTitle('Terms of Service');
  const { supportEmail, legalEmail, address } = useContact();
  const reachLegal = emailOrPost({ email: legalEmail, address, attention: 'Legal' });
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms of Service"
      lastUpdated="June 12, 2025"
      intro="These terms are the agreement between you and Quad for using our website and services. Please read them carefully."
      toc={toc}
    >
      <ContentSection id="acceptance" title="1. Acceptance of these terms">
        <p>
          By creating an account or otherwise using Quad (the &ldquo;Service&rdquo;) you agree to these Terms of Service
          and to our <Link to={paths.privacy}>Privacy Policy</Link>. If you do not agree, do not use the Service.
        </p>
      </ContentSection>

      <ContentSection id="eligibility" title="2. Eligibility">
        <p>
          <strong>You must be at least 16 years old to use Quad.</strong> The Service is designed for students who are
          enrolled at, or admitted to, a college or university. You can register with any email address you can read,
          and verify it before you sign in with a password, or use Google sign-in where it is offered. To create a
          roommate profile or submit content at a university, you must show that you study there with an address at
          its email domain: register with it, add it in <Link to={paths.settings}>Settings</Link> and open the link we
          email to it, or sign in with Google with it. A university without an email domain on Quad may let students
          create a profile without one.
        </p>
      </ContentSection>

      <ContentSection id="accounts" title="3. Your account">
        <ul>
          <li>Give accurate, current information and keep it up to date.</li>
          <li>Keep one personal account; do not share it or create accounts for anyone else.</li>
          <li>
            Keep your password confidential. You are responsible for activity on your account; if you suspect
            unauthorised use, change your password at once and sign out of your other sessions in{' '}
            <Link to={paths.settings}>Settings</Link>
            {supportEmail && (
              <>
                , and tell us at <MailLink address={supportEmail} />
              </>
            )}
            .
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="profiles" title="4. Profiles and review">
        <p>
          Every roommate profile, and every change to it, is reviewed before other students can see it. Review usually
          takes 24 to 48 hours. We may approve a profile, reject it with a reason so you can edit and resubmit it, or
          take it down later, with the reason, if it breaks these terms or our{' '}
          <Link to={paths.guidelines}>Content Guidelines</Link>.
        </p>
      </ContentSection>

      <ContentSection id="content" title="5. Content you submit">
        <p>
          You keep ownership of the photos, captions and other content you submit. By submitting content you grant Quad
          a worldwide, non-exclusive, royalty-free licence to host, store, reproduce, adapt (for example by resizing or
          letterboxing it, editing the caption or adding your credit), display and publish it on Quad, in our
          newsletter, on university pages and on the Instagram accounts of universities, and to promote the Service.
          The licence ends when you withdraw the content or delete your account: it then leaves Quad at once, and a
          post already on Instagram is taken down there by the university&apos;s managers. Copies others have already
          shared are outside our control.
        </p>
        <p>You confirm that:</p>
        <ul>
          <li>you created the content or have every right needed to grant this licence;</li>
          <li>every identifiable person in it has agreed to its publication; and</li>
          <li>it follows our <Link to={paths.guidelines}>Content Guidelines</Link> and the law.</li>
        </ul>
        <p>Submitting content does not guarantee that it will be featured.</p>
      </ContentSection>

      <ContentSection id="conduct" title="6. Acceptable use">
        <p>You agree not to:</p>
        <ul>
          <li>harass, threaten, discriminate against or impersonate anyone;</li>
          <li>post content that is unlawful, sexually explicit, hateful, violent or infringes anyone&apos;s rights;</li>
          <li>use Quad for advertising, spam, scams or to offer housing for a fee without saying so clearly;</li>
          <li>collect other users&apos; information, scrape the Service or use automated means to access it;</li>
          <li>try to break, overload or get around the security of the Service.</li>
        </ul>
      </ContentSection>

      <ContentSection id="roommates" title="7. Roommate arrangements">
        <p>
          Quad helps students meet; it is not a party to any housing or roommate arrangement. We review profiles but do
          not run background checks and cannot guarantee anyone&apos;s identity, behaviour or compatibility. Use your own
          judgement, follow our <Link to={paths.safety}>Safety Tips</Link>, and read any lease carefully before signing.
        </p>
      </ContentSection>

      <ContentSection id="third-parties" title="8. Third-party services">
        <p>
          The Service works with third-party services such as Google sign-in, human verification and Instagram. Your
          use of those services is governed by their own terms and policies, and we are not responsible for them.
        </p>
      </ContentSection>

      <ContentSection id="termination" title="9. Suspension and termination">
        <p>
          You may delete your account at any time from <Link to={paths.dataManagement}>Data Management</Link>. We may
          suspend or end your access if you break these terms, if required by law, or to protect other users. Sections
          that by their nature should survive termination will survive it.
        </p>
      </ContentSection>

      <ContentSection id="disclaimers" title="10. Disclaimers">
        <p>
          The Service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;, without warranties of any kind,
          express or implied, including warranties of merchantability, fitness for a particular purpose and
          non-infringement. We do not promise that the Service will be uninterrupted, secure or error-free, or that any
          match will work out.
        </p>
      </ContentSection>

      <ContentSection id="liability" title="11. Limitation of liability">
        <p>
          To the fullest extent permitted by law, Quad will not be liable for any indirect, incidental, special,
          consequential or punitive damages, or for any loss of data, profits or goodwill, arising from your use of the
          Service or from any interaction with other users.
        </p>
        <p>
          <strong>
            Our total liability for any claim relating to the Service is limited to the greater of one hundred US
            dollars ($100) or the amounts you paid to Quad in the twelve (12) months before the event giving rise to the
            claim.
          </strong>
        </p>
      </ContentSection>

      <ContentSection id="indemnity" title="12. Indemnification">
        <p>
          You agree to indemnify and hold Quad harmless from claims, damages and expenses (including reasonable legal
          fees) arising from your content, your use of the Service or your breach of these terms.
        </p>
      </ContentSection>

      <ContentSection id="governing-law" title="13. Governing law and disputes">
        <p>
          These terms are governed by the laws of the State of Michigan, United States, without regard to its conflict
          of law rules. Any dispute will be brought exclusively in the state or federal courts located in Michigan, and
          you and Quad consent to their jurisdiction.
        </p>
      </ContentSection>

      <ContentSection id="changes" title="14. Changes to these terms">
        <p>
          We may change these terms. When we do, we update the date above. Continuing to use Quad after that means you
          accept the new terms.
        </p>
      </ContentSection>

      <ContentSection id="contact" title="15. Contact us">
        <p>
          Questions about these terms?{' '}
          {reachLegal ? (
            <>You can {reachLegal}.</>
          ) : (
            <>
              Our <Link to={paths.contact}>contact page</Link> shows how to reach the team.
            </>
          )}
        </p>
      </ContentSection>
    </ContentPage>
  );
}
