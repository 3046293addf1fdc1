import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';

import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  TikTokIcon,
  XIcon,
  YouTubeIcon,
} from '@/components/ui/social-icons';
import { paths } from '@/config/paths';
import { phoneHref, useContact, useSocialLinks, type SocialLink } from '@/lib/public-config';

import { LogoMark } from './logo';

export const footerLinkGroups = [
  {
    title: 'Quick Links',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'Find Roommates', to: paths.roommates },
      { label: 'Universities', to: paths.universities },
      { label: 'Submit Content', to: paths.submit },
      { label: 'About Us', to: paths.about },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Help Center', to: paths.help },
      { label: 'Safety Tips', to: paths.safety },
      { label: 'University Directory', to: paths.directory },
      { label: 'Roommate Guide', to: paths.guide },
      { label: 'Content Guidelines', to: paths.guidelines },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Cookie Policy', to: paths.cookies },
    ],
  },
] as const;

type Icon = ComponentType<{ className?: string }>;

/** The networks the server knows (its `NETWORKS`), with their names and icons. */
const networks: Record<string, { name: string; Icon: Icon }> = {
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  tiktok: { name: 'TikTok', Icon: TikTokIcon },
  x: { name: 'X', Icon: XIcon },
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  linkedin: { name: 'LinkedIn', Icon: LinkedInIcon },
  youtube: { name: 'YouTube', Icon: YouTubeIcon },
};

/** A network this build does not know yet gets its own name and a globe. */
function networkOf(network: string): { name: string; Icon: Icon } {
  return networks[network.toLowerCase()] ?? { name: network.charAt(0).toUpperCase() + network.slice(1), Icon: Globe };
}

function SocialLinks({ links }: { links: SocialLink[] }) {
  return (
    <>
      <h2 className="mt-8 text-sm font-semibold tracking-wide text-white uppercase">Follow Quad</h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map(({ network, url }) => {
          const { name, Icon } = networkOf(network);
          return (
            <li key={network}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                title={`Quad on ${name}`}
                className="flex size-10 items-center justify-center rounded-full bg-white/10 text-slate-200 hover:bg-brand-500 hover:text-white"
              >
                <Icon className="size-5" />
                <span className="sr-only">Quad on {name} (opens in a new tab)</span>
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The deployment's e-mail address, phone number and postal address: only those it publishes. */
function ContactList() {
  const { email, phone, address } = useContact();
  if (!email && !phone && !address) return null;
  return (
    <ul className="mt-6 space-y-3 text-sm">
      {email && (
        <li className="flex items-center gap-3">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
          <a href={`mailto:${email}`} className="hover:text-white">
            {email}
          </a>
        </li>
      )}
      {phone && (
        <li className="flex items-center gap-3">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
          <a href={phoneHref(phone)} className="hover:text-white">
            {phone}
          </a>
        </li>
      )}
      {address && (
        <li className="flex items-center gap-3">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
          <span>{address}</span>
        </li>
      )}
    </ul>
  );
}

interface SiteFooterProps {
  /** The newsletter sign-up box (a feature, so the app layout passes it in). */
  newsletter?: ReactNode;
}

export function SiteFooter({ newsletter }: SiteFooterProps) {
  const year = new Date().getFullYear();
  const socialLinks = useSocialLinks();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Link to={paths.home} className="inline-flex items-center gap-2.5 rounded-lg text-xl font-extrabold text-white">
              <LogoMark />
              <span>Quad</span>
              <span className="sr-only">, home</span>
            </Link>
            <p className="mt-4 max-w-sm text-sm leading-6 text-slate-300">
              The student platform for finding compatible roommates at your university.
            </p>
            <ContactList />
          </div>

          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-5">
            {footerLinkGroups.map((group) => (
              <nav key={group.title} aria-label={group.title}>
                <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.title}</h2>
                <ul className="mt-4 space-y-2.5 text-sm">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="hover:text-white hover:underline">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>

          <div className="lg:col-span-3">
            {newsletter && (
              <>
                {newsletter}
                <p className="mt-3 text-xs text-slate-400">
                  Once a week, only when there are new featured posts or newly open universities. Unsubscribe in
                  one click.
                </p>
              </>
            )}
            {socialLinks.length > 0 && <SocialLinks links={socialLinks} />}
          </div>
        </div>

        <div className="mt-14 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            &copy; {year} Quad. All rights reserved.
          </p>
          <p>Made for students, by students.</p>
        </div>
      </div>
    </footer>
  );
}
