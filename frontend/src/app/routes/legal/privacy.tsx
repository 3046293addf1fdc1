import { Link } from 'react-router';

import { emailOrPost } from '@/components/layout/contact-links';
import { ContentPage, ContentSection } from '@/components/layout/content-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContact } from '@/lib/public-config';

const toc = [
  { id: 'introduction', label: 'Introduction' },
  { id: 'information-we-collect', label: 'Information we collect' },
  { id: 'how-we-use-information', label: 'How we use information' },
  { id: 'how-we-share-information', label: 'How we share and sell information' },
  { id: 'your-choices', label: 'Your choices and rights' },
  { id: 'retention', label: 'Data retention' },
  { id: 'security', label: 'Security' },
  { id: 'children', label: "Children's privacy" },
  { id: 'changes', label: 'Changes to this policy' },
  { id: 'governing-law', label: 'Governing law' },
  { id: 'contact', label: 'Contact us' },
] as const;

export default function PrivacyRoute() {
  useDocumentTitle('Privacy Policy');
  const { privacyEmail, address } = useContact();
  const reachPrivacy = emailOrPost({ email: privacyEmail, address, attention: 'Privacy' });
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      lastUpdated="June 12, 2025"
      intro="This policy explains what information Quad collects, how we use it, who we share it with, and the choices you have."
      toc={toc}
    >
      <ContentSection id="introduction" title="1. Introduction">
        <p>
          Quad (&ldquo;Quad&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) operates a web platform that helps university
          students find compatible roommates and submit content to be featured on university pages and their Instagram
          accounts. This Privacy Policy applies to the Quad website and every service that links to it (together, the
          &ldquo;Service&rdquo;). By using the Service you agree to the collection and use of information as described
          here, together with our <Link to={paths.terms}>Terms of Service</Link>.
        </p>
      </ContentSection>

      <ContentSection id="information-we-collect" title="2. Information we collect">
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account information:</strong> your first and last name, username, university email address and
            password. We store only a one-way hash of your password, never the password itself.
          </li>
          <li>
            <strong>Profile information:</strong> your university, major, graduation year, biography, profile photos,
            social media handles (Instagram, Twitter, Snapchat, TikTok) and roommate and lifestyle preferences such as
            sleep schedule, cleanliness, study habits, hometown and interests. Some preferences, such as religion or
            gender, are optional and shared only if you choose to add them.
          </li>
          <li>
            <strong>Content you submit:</strong> photos, captions and other material you send for publication on a
            university page or Instagram account.
          </li>
          <li>
            <strong>Communications:</strong> messages you send to other students or to us, and your newsletter
            subscription.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>Log data such as your IP address, browser type, pages visited and the time of each request.</li>
          <li>
            Information stored in your browser, such as the sign-in token that keeps you logged in. See our{' '}
            <Link to={paths.cookies}>Cookie Policy</Link>.
          </li>
        </ul>
        <h3>Information from third parties</h3>
        <ul>
          <li>
            If you sign in with Google, we receive your name, email address and profile picture from Google.
          </li>
          <li>
            When you register or sign in, a human-verification service tells us whether the request appears to come
            from a person rather than an automated program.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="how-we-use-information" title="3. How we use information">
        <ul>
          <li>To create and secure your account, including verifying your university email address.</li>
          <li>To review profiles before they become visible to other students, which usually takes 24 to 48 hours.</li>
          <li>To suggest compatible roommates based on your university and the preferences you provide.</li>
          <li>To review, schedule and publish content you submit to university pages and Instagram accounts.</li>
          <li>To send you service messages such as verification, password reset and account notices.</li>
          <li>To send the newsletter if you subscribe; you can unsubscribe at any time.</li>
          <li>To detect, investigate and prevent fraud, abuse, security incidents and violations of our Terms.</li>
          <li>To understand how the Service is used and to improve it.</li>
          <li>To comply with legal obligations.</li>
        </ul>
      </ContentSection>

      <ContentSection id="how-we-share-information" title="4. How we share and sell information">
        <ul>
          <li>
            <strong>With other students:</strong> once approved, your profile (name, photos, university, major,
            graduation year, biography, social handles and preferences) is visible to other signed-in students. Your
            email address and password are never shown.
          </li>
          <li>
            <strong>Published content:</strong> content you submit and that is selected for publication appears publicly
            on university pages and on Instagram, together with the username or handle you provide.
          </li>
          <li>
            <strong>University partners, for research:</strong> we may share information with, or sell information to,
            our university partners for research purposes, such as studies of student housing, wellbeing and campus
            life. Where possible we share information in aggregated or de-identified form. You may ask us not to sell
            your personal information
            {reachPrivacy ? (
              <>; to do so, {reachPrivacy}</>
            ) : (
              <>
                {' '}
                (our <Link to={paths.contact}>contact page</Link> shows how to reach the team)
              </>
            )}
            .
          </li>
          <li>
            <strong>Service providers:</strong> companies that host our systems, store files, deliver email and verify
            sign-ins on our behalf, bound by contract to use the information only to provide their services to us.
          </li>
          <li>
            <strong>Legal and safety reasons:</strong> when required by law, or when we believe in good faith that
            disclosure is needed to protect the rights, property or safety of our users, the public or Quad.
          </li>
          <li>
            <strong>Business transfers:</strong> in connection with a merger, acquisition or sale of assets, subject to
            this policy.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="your-choices" title="5. Your choices and rights">
        <ul>
          <li>
            <strong>Access and export:</strong> download a copy of your account, profile and post data as a text file
            from <Link to={paths.dataManagement}>Data Management</Link>.
          </li>
          <li>
            <strong>Correction:</strong> edit your profile at any time from your profile page.
          </li>
          <li>
            <strong>Deletion:</strong> delete your account permanently from Data Management. We remove your profile and
            content, except where we must keep records to meet legal obligations.
          </li>
          <li>
            <strong>Opting out:</strong> unsubscribe from the newsletter using the link in any email, and ask us not to
            sell your information by contacting us.
          </li>
        </ul>
        <p>
          Depending on where you live you may have additional rights under local law. We will not discriminate against
          you for exercising them.
        </p>
      </ContentSection>

      <ContentSection id="retention" title="6. Data retention">
        <p>
          We keep your information for as long as your account is active. When you delete your account we delete or
          de-identify your personal information within 30 days, except for limited records we must keep for legal,
          security or accounting reasons.
        </p>
      </ContentSection>

      <ContentSection id="security" title="7. Security">
        <p>
          We protect your information with encryption in transit, hashed passwords, access controls and regular
          reviews. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.
          Please choose a strong password and keep it to yourself.
        </p>
      </ContentSection>

      <ContentSection id="children" title="8. Children's privacy">
        <p>
          Quad is intended for university students. <strong>We do not collect personal information from users under
          the age of 15.</strong> If we learn that we have collected information from a person under 15, we will
          delete it promptly. Our <Link to={paths.terms}>Terms of Service</Link> require every user to be at least 16
          years old. If you believe a child has given us information, please contact us.
        </p>
      </ContentSection>

      <ContentSection id="changes" title="9. Changes to this policy">
        <p>
          We may update this policy from time to time. When we make material changes we will change the date at the
          top of this page and, where appropriate, notify you by email or in the Service before the changes take
          effect.
        </p>
      </ContentSection>

      <ContentSection id="governing-law" title="10. Governing law">
        <p>This policy is governed by the laws of the State of Michigan, United States.</p>
      </ContentSection>

      <ContentSection id="contact" title="11. Contact us">
        <p>
          Questions or requests about your privacy?{' '}
          {reachPrivacy ? (
            <>You can {reachPrivacy}.</>
          ) : (
            <>
              Our <Link to={paths.contact}>contact page</Link> shows how to reach the team.
            </>
          )}{' '}
          To download or delete your data, use <Link to={paths.dataManagement}>Data Management</Link> at any time.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
