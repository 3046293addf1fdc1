import { BadgeCheck, Camera, KeyRound, ShieldCheck, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';

import { MailLink } from '@/components/layout/contact-links';
import { ContentPage, ContentSection } from '@/components/layout/content-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContact } from '@/lib/public-config';

const topics = [
  { id: 'getting-started', label: 'Getting started', icon: UserRound },
  { id: 'signing-in', label: 'Signing in and your account', icon: KeyRound },
  { id: 'profiles', label: 'Profiles and approval', icon: BadgeCheck },
  { id: 'roommates', label: 'Finding roommates', icon: Users },
  { id: 'content', label: 'Submitting content', icon: Camera },
  { id: 'privacy', label: 'Privacy and your data', icon: ShieldCheck },
] as const;

export default function HelpRoute() {
  useDocumentTitle('Help Center');
  const { supportEmail } = useContact();
  return (
    <ContentPage
      eyebrow="Help Center"
      title="How can we help?"
      intro="Guides to every part of Quad, from creating your account to getting your photos featured."
    >
      <nav aria-label="Help topics">
        <ul className="my-8 grid list-none gap-3 space-y-0 pl-0 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map(({ id, label, icon: Icon }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-slate-800 no-underline shadow-sm hover:border-brand-300 hover:bg-brand-50"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <ContentSection id="getting-started" title="Getting started">
        <ol>
          <li>
            <Link to={paths.register}>Sign up</Link> with your name, any email address you read, a username and a
            password (at least 8 characters, with upper-case and lower-case letters and a number), or with Google where
            the sign-up page offers it.
          </li>
          <li>Open the verification link we email you. You can sign in once your address is verified.</li>
          <li>
            <Link to={paths.profileCreate}>Create your profile</Link>: choose your university (if you signed up with another
            address, confirm your address there from the link we email you), add 1 to 10 photos, tell
            us about yourself and preview it before you submit.
          </li>
        </ol>
      </ContentSection>

      <ContentSection id="signing-in" title="Signing in and your account">
        <h3>I didn&apos;t get the verification email</h3>
        <p>
          Check your spam or junk folder and make sure you typed your address correctly. You can ask for a new link from
          the sign-in page. Each link works for 24 hours, and a registration not verified within 7 days is deleted, so
          you can sign up again.
        </p>
        <h3>I forgot my password</h3>
        <p>
          Use <Link to={paths.forgotPassword}>Forgot password?</Link> on the sign-in page. We email you a link to choose
          a new one; after resetting you are signed in automatically.
        </p>
        <h3>How do I change my account details?</h3>
        <p>
          Update your profile from <Link to={paths.profile}>My Profile</Link>, and your account from{' '}
          <Link to={paths.settings}>Settings</Link>.
        </p>
      </ContentSection>

      <ContentSection id="profiles" title="Profiles and approval">
        <p>
          Every profile is reviewed by our team before other students can see it. Approval usually takes{' '}
          <strong>24 to 48 hours</strong>. If a profile is not approved we tell you why, and you can edit and resubmit
          it. You can check the status at any time on <Link to={paths.profilePending}>your profile status page</Link>.
        </p>
      </ContentSection>

      <ContentSection id="roommates" title="Finding roommates">
        <p>
          Once your profile is approved, <Link to={paths.roommates}>browse roommates</Link> at your university. The more
          preferences you fill in (sleep schedule, cleanliness, study habits, guests, interests) the better your
          suggestions. Our <Link to={paths.guide}>Roommate Guide</Link> has questions to ask before you commit.
        </p>
      </ContentSection>

      <ContentSection id="content" title="Submitting content">
        <p>
          Once a verified e-mail address shows you study at a university, <Link to={paths.submit}>submit photos</Link>{' '}
          (1 to 10 JPEG, PNG, GIF or WebP images, up to 5 MB each) with a caption, and choose how you are credited: by
          your roommate profile&apos;s Instagram handle or by your name. A reviewer approves, rejects or asks for changes;
          approved photos are featured on your university&apos;s page on Quad and, if you agreed, its managers may
          schedule them on the university&apos;s Instagram, spaced at least an hour apart. Follow each one, or withdraw
          it, from <Link to={paths.submissions}>My submissions</Link>. Read the{' '}
          <Link to={paths.guidelines}>Content Guidelines</Link> to improve your chances.
        </p>
      </ContentSection>

      <ContentSection id="privacy" title="Privacy and your data">
        <p>
          From <Link to={paths.dataManagement}>Data Management</Link> you can export your data as a text file or delete
          your account. Read our <Link to={paths.privacy}>Privacy Policy</Link> for the details.
        </p>
      </ContentSection>

      <ContentSection id="still-need-help" title="Still need help?">
        <p>
          {supportEmail ? (
            <>
              Email <MailLink address={supportEmail} /> or visit our <Link to={paths.contact}>contact page</Link>.
            </>
          ) : (
            <>
              Our <Link to={paths.faq}>FAQ</Link> answers more questions, and the <Link to={paths.contact}>contact page</Link>{' '}
              shows how to reach the team and what you can do yourself in your account.
            </>
          )}
        </p>
      </ContentSection>
    </ContentPage>
  );
}
