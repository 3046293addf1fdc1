import { LifeBuoy, Lock, Mail, MapPin, Phone, ShieldAlert, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { MailLink } from '@/components/layout/contact-links';
import { ContentPage } from '@/components/layout/content-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { contactOf, phoneHref, usePublicConfig } from '@/lib/public-config';

interface Channel {
  icon: LucideIcon;
  title: string;
  body: string;
  /** Which configured address it shows. */
  email: 'email' | 'supportEmail' | 'safetyEmail' | 'privacyEmail';
}

const channels: readonly Channel[] = [
  {
    icon: Mail,
    title: 'General questions',
    body: 'Partnerships, press and everything else.',
    email: 'email',
  },
  {
    icon: LifeBuoy,
    title: 'Account support',
    body: 'Trouble signing in, verifying your email or with your profile.',
    email: 'supportEmail',
  },
  {
    icon: ShieldAlert,
    title: 'Safety reports',
    body: 'Report a user, a scam or content that breaks our guidelines.',
    email: 'safetyEmail',
  },
  {
    icon: Lock,
    title: 'Privacy requests',
    body: 'Questions about your data or a request under privacy law.',
    email: 'privacyEmail',
  },
];

export default function ContactRoute() {
  useDocumentTitle('Contact Us');
  const config = usePublicConfig();
  const contact = contactOf(config.data);
  // Only the channels this deployment publishes; none while its settings load.
  const emails = channels.flatMap(({ email, ...channel }) => {
    const address = contact[email];
    return address ? [{ ...channel, address }] : [];
  });
  const { phone, address } = contact;
  const nothingPublished = config.isSuccess && emails.length === 0 && !phone && !address;

  return (
    <ContentPage
      eyebrow="Contact"
      title="We're here to help"
      intro="How to reach the people behind Quad, and what you can do yourself in your account."
    >
      {emails.length > 0 && (
        <>
          <h2>Email us</h2>
          <ul className="my-6 list-none space-y-0 pl-0 grid gap-4 sm:grid-cols-2">
            {emails.map(({ icon: Icon, title, body, address: email }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
                <h3 className="mt-3 mb-1">{title}</h3>
                <p className="my-1 text-sm">{body}</p>
                <MailLink address={email} className="text-sm" />
              </li>
            ))}
          </ul>
        </>
      )}

      {(phone || address) && (
        <>
          <h2>{phone && address ? 'Call or write' : phone ? 'Call us' : 'Write to us'}</h2>
          <ul className="list-none pl-0">
            {phone && (
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                <a href={phoneHref(phone)}>{phone}</a>
              </li>
            )}
            {address && (
              <li className="flex items-center gap-3">
                <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                <span>Quad, {address}</span>
              </li>
            )}
          </ul>
        </>
      )}

      {nothingPublished && (
        <p>
          The team behind this site has not published an e-mail address, phone number or postal address, so there is
          no way to write to them from here. Most things you can do yourself in your account:
        </p>
      )}

      <h2>Things you can do yourself</h2>
      <ul>
        <li>
          Change your e-mail addresses and password, and sign out of other devices, in{' '}
          <Link to={paths.settings}>Settings</Link>. Forgot your password?{' '}
          <Link to={paths.forgotPassword}>Reset it</Link>.
        </li>
        <li>
          Edit your roommate profile and submit it again from <Link to={paths.profile}>My Profile</Link>. If a moderator
          does not approve it, the reason is shown there.
        </li>
        <li>
          Download a copy of your data, or delete your account, from{' '}
          <Link to={paths.dataManagement}>Data Management</Link>.
        </li>
      </ul>

      <h2>Looking for a quick answer?</h2>
      <p>
        Many questions are answered in our <Link to={paths.help}>Help Center</Link> and{' '}
        <Link to={paths.faq}>FAQ</Link>. If you feel unsafe, read our <Link to={paths.safety}>Safety Tips</Link>, and in
        an emergency call 911 or your campus police first.
      </p>
    </ContentPage>
  );
}
