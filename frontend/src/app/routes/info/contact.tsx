import { LifeBuoy, Lock, Mail, MapPin, Phone, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';

import { ContentPage } from '@/components/layout/content-page';
import { CONTACT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

const channels = [
  {
    icon: Mail,
    title: 'General questions',
    body: 'Partnerships, press and everything else.',
    email: CONTACT.email,
  },
  {
    icon: LifeBuoy,
    title: 'Account support',
    body: 'Trouble signing in, verifying your email or with your profile.',
    email: CONTACT.supportEmail,
  },
  {
    icon: ShieldAlert,
    title: 'Safety reports',
    body: 'Report a user, a scam or content that breaks our guidelines.',
    email: CONTACT.safetyEmail,
  },
  {
    icon: Lock,
    title: 'Privacy requests',
    body: 'Questions about your data or a request under privacy law.',
    email: CONTACT.privacyEmail,
  },
] as const;

export default function ContactRoute() {
  useDocumentTitle('Contact Us');
  return (
    <ContentPage
      eyebrow="Contact"
      title="We're here to help"
      intro="Reach the right team directly. We answer most messages within one business day."
    >
      <h2>Email us</h2>
      <ul className="my-6 list-none space-y-0 pl-0 grid gap-4 sm:grid-cols-2">
        {channels.map(({ icon: Icon, title, body, email }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon aria-hidden="true" className="size-6 text-brand-600" />
            <h3 className="mt-3 mb-1">{title}</h3>
            <p className="my-1 text-sm">{body}</p>
            <a href={`mailto:${email}`} className="text-sm">
              {email}
            </a>
          </li>
        ))}
      </ul>

      <h2>Call or write</h2>
      <ul className="list-none pl-0">
        <li className="flex items-center gap-3">
          <Phone aria-hidden="true" className="size-5 text-brand-600" />
          <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
          <span className="text-sm text-slate-600">(Monday to Friday, 9 am to 5 pm Eastern)</span>
        </li>
        <li className="flex items-center gap-3">
          <MapPin aria-hidden="true" className="size-5 text-brand-600" />
          <span>Quad, {CONTACT.address}</span>
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
