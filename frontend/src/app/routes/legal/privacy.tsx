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
            <strong>Account information:</strong> your first and last name, username, email address and password, a
            profile picture if you add one, and a university email address if you add one in Settings. We store only a
            one-way hash of your password, never the password itself. If you sign in with Google, you have no password
            with us.
          </li>
          <li>
            <strong>Profile information:</strong> your university, major, graduation year, biography, profile photos,
            social media handles (Instagram, Twitter, Snapchat, TikTok), your lifestyle answers such as sleep schedule,
            cleanliness, study habits, hometown and interests, what you look for in a roommate and how much it matters,
            and whether you are looking for a roommate. Answers such as religion or gender are optional.
          </li>
          <li>
            <strong>Content you submit:</strong> photos and captions you send to be featured on your university&apos;s
            page on Quad and, if you agree, its Instagram account, and how you choose to be credited.
          </li>
          <li>
            <strong>Your activity:</strong> the students and posts you save, the posts you like, the students you mark
            Interested, your requests to connect and their notes, your connections and blocks, the reports you file,
            and your settings.
          </li>
          <li>
            <strong>Communications:</strong> messages you send to students you are connected with, emails you send us,
            universities you ask us to add, and your newsletter subscription with the universities you follow in it.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            Log data: your IP address, browser, the address requested (without the secret part of a link) and the time
            of each request.
          </li>
          <li>
            The browser identification of each session you sign in with, and a one-way hash of your browser and
            network, so we can tell you about a sign-in from a device not seen in 90 days.
          </li>
          <li>
            For staff who turn on two-step sign-in: the secret their authenticator app shares with us and one-way hashes
            of their recovery codes, kept while it is on and deleted when it is reset or the account is deleted.
          </li>
          <li>
            Information stored in your browser, such as the sign-in token that keeps you logged in. See our{' '}
            <Link to={paths.cookies}>Cookie Policy</Link>.
          </li>
        </ul>
        <h3>Information from others</h3>
        <ul>
          <li>
            If you sign in with Google, we receive your name, your email address, whether Google has verified it, and an
            identifier for your Google account.
          </li>
          <li>
            When you register or sign in, a human-verification service (Google reCAPTCHA) tells us whether the request
            appears to come from a person rather than an automated program.
          </li>
          <li>Other students&apos; reports about your profile, your messages or your posts.</li>
        </ul>
      </ContentSection>

      <ContentSection id="how-we-use-information" title="3. How we use information">
        <ul>
          <li>
            To create and secure your account: verifying your email address, limiting repeated attempts to sign in, and
            telling you about sign-ins from a new device.
          </li>
          <li>To know which university you study at, from a verified address at its email domain.</li>
          <li>
            To review profiles, and changes to them, before other students see them, which usually takes 24 to 48
            hours.
          </li>
          <li>
            To suggest roommates at your university, ranked by your answers and by what each of you looks for in a
            roommate.
          </li>
          <li>To review, feature, schedule and publish the content you submit.</li>
          <li>
            To show a caution to the recipient when one of a sender&apos;s first messages in a conversation asks for
            money or gives a phone number, and to show reviewers flagged words in a caption.
          </li>
          <li>
            To email you about your account (verification, password reset, security notices, and decisions on your
            profile and content), and the notifications you choose to get by email in{' '}
            <Link to={paths.settings}>Settings</Link>.
          </li>
          <li>
            To send the weekly newsletter if you subscribe and confirm your address: on Mondays, and only in weeks with
            news for you (posts featured at the universities you follow, and universities newly open on Quad).
          </li>
          <li>To detect, investigate and prevent fraud, abuse, security incidents and violations of our Terms.</li>
          <li>To understand how the Service is used and to improve it.</li>
          <li>To comply with legal obligations.</li>
        </ul>
      </ContentSection>

      <ContentSection id="how-we-share-information" title="4. How we share and sell information">
        <ul>
          <li>
            <strong>With other students:</strong> once a moderator approves your profile, and while you are looking for
            a roommate, it is shown to students of the same university who have an approved profile there and a verified
            address at its email domain (or whose university lets students join without one). It is not shown to
            students you blocked or who blocked you, nor to students a dealbreaker of yours or theirs rules out. They see
            your first name and last initial, never your email address or password. With{' '}
            <strong>Private before connecting</strong> on (the default; you can turn it off in{' '}
            <Link to={paths.settings}>Settings</Link>), students you are not connected with see only one photo, your
            major, graduation year, biography, and your match with them: its percentage, how many of their expectations you
            meet and whether you share a major, never which of your answers meet them. The percentage follows your
            answers, so someone who kept changing what they look for could learn a little about them; every such change
            waits for a moderator&apos;s review, so each guess is slow and seen by moderators. With it off, they also
            see all your photos, your social handles, your answers, what you look for and every reason for your match.
            Students you are connected with see all of it, and your full name in messages, even after you stop looking
            for a roommate; a student with a request to connect between you sees your profile card too.
          </li>
          <li>
            <strong>With Quad staff:</strong> moderators and admins see profiles to review them; your university&apos;s
            managers and moderators see the content you submit to review it; moderators see what is reported, including
            a copy of a reported message; admins see account details to manage accounts.
          </li>
          <li>
            <strong>Published content:</strong> content you submit that a reviewer approves appears publicly on your
            university&apos;s page on Quad, on Quad&apos;s landing page and in the newsletter, and, if you agreed and a
            manager schedules it, on the university&apos;s Instagram account. It is credited as you chose: your Instagram
            handle from your roommate profile, or your first name and last initial.
          </li>
          <li>
            <strong>University partners, for research:</strong> we may share information with, or sell information to,
            our university partners for research purposes. You can opt out in <Link to={paths.settings}>Settings</Link>:
            we then leave your information out of anything we share or sell. We record when you opted out, and it is
            part of your data export.
          </li>
          <li>
            <strong>Service providers:</strong> Google, for Google sign-in and reCAPTCHA; Instagram, to publish the posts
            managers schedule; and the companies that host our servers, store our files or deliver our email.
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
            <strong>Access and export:</strong> download a copy of your data as a text file and as JSON from{' '}
            <Link to={paths.dataManagement}>Data Management</Link>, including your account, profile (with what you look
            for in a roommate), uploads, posts and likes, saved items, connections, interests, the requests you sent
            and received, blocks, the messages you sent and received, the reports you filed, your notifications and
            their settings, your privacy setting, when you opted out of research sharing and your sign-in sessions.
          </li>
          <li>
            <strong>Correction:</strong> edit your profile from your profile page (other students see the changes once
            they are approved), and your account details in <Link to={paths.settings}>Settings</Link>.
          </li>
          <li>
            <strong>Deletion:</strong> delete your account from <Link to={paths.dataManagement}>Data Management</Link>.
            We delete it at once, with your profile, photos, posts, the messages you sent and everything else kept under
            your account, and remove you from the newsletter. A post already on a university&apos;s Instagram is taken
            down there by its managers. Reports about something you posted or sent keep a copy of it for moderators,
            and the log of staff actions keeps its entries, without your name.
          </li>
          <li>
            <strong>Opting out:</strong> unsubscribe from the newsletter with the link in any issue (or your email
            app&apos;s unsubscribe button), where you can also choose which universities it covers. Turn off each kind
            of notification, in the app or by email, in <Link to={paths.settings}>Settings</Link> or with the link in a
            notification email. Security notices, moderators&apos; warnings and decisions on your profile and content
            are always emailed. Opt out of sharing with university partners for research in{' '}
            <Link to={paths.settings}>Settings</Link>.
          </li>
        </ul>
        <p>
          Depending on where you live you may have additional rights under local law. We will not discriminate against
          you for exercising them.
        </p>
      </ContentSection>

      <ContentSection id="retention" title="6. Data retention">
        <p>
          We keep your information while your account exists. Some of it goes sooner: a registration whose email
          address is not verified within 7 days is deleted, and so are drafts not saved for 30 days and read
          notifications after 90 days. When you delete your account we delete it at once, as described above; copies
          remain in our backups until they are replaced.
        </p>
        <p>
          When you delete a message, it disappears for you and the person you sent it to at once. We keep its words for
          30 days for our moderators only, never showing them to anyone else and never putting them in an export, so
          that someone who received it can still report it; after 30 days they are gone. A report keeps a copy of what
          was reported for the moderators who review it, and moderators see, beside each report, whether its sender is a
          verified student of the university concerned and how many of their earlier reports were dismissed, so that
          reports cannot be used to silence someone.
        </p>
      </ContentSection>

      <ContentSection id="security" title="7. Security">
        <p>
          We protect your information with encryption in transit, passwords hashed with Argon2, limits on repeated
          sign-in attempts, and staff access limited by role. No method of transmission or storage is completely
          secure, so we cannot guarantee absolute security. Please choose a strong password and keep it to yourself.
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
          We may update this policy from time to time. When we do, we change the date at the top of this page.
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
