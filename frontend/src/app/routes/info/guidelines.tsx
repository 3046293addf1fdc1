import { Link } from 'react-router';

import { MailLink } from '@/components/layout/contact-links';
import { ContentPage, ContentSection } from '@/components/layout/content-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContact } from '@/lib/public-config';

export default function GuidelinesRoute() {
  useDocumentTitle('Content Guidelines');
  const { safetyEmail } = useContact();
  return (
    <ContentPage
      eyebrow="Community"
      title="Content Guidelines"
      intro="Quad is a space for students to celebrate campus life and meet good roommates. These guidelines apply to profiles, photos, captions and messages."
    >
      <ContentSection id="we-love" title="What we love to feature">
        <ul>
          <li>Campus landmarks, events, game days, traditions and seasons.</li>
          <li>Study spots, student organisations, clubs and achievements.</li>
          <li>Original, well-lit photos with a caption that tells the story.</li>
        </ul>
      </ContentSection>

      <ContentSection id="requirements" title="Submission requirements">
        <ul>
          <li>1 to 10 images, each a JPEG, PNG, GIF or WebP file of at most 5 MB.</li>
          <li>
            Captions are required and can be up to 2,200 characters, 30 hashtags and 20 @mentions (Instagram&apos;s
            limits).
          </li>
          <li>You can submit only to a university where a verified e-mail address shows you study.</li>
          <li>You must own the photo or have permission to share it.</li>
          <li>Everyone recognisable in the photo must agree to it being posted.</li>
        </ul>
      </ContentSection>

      <ContentSection id="not-allowed" title="Not allowed">
        <ul>
          <li>Nudity, sexual content, graphic violence or self-harm.</li>
          <li>Hate speech, harassment, bullying or discrimination of any kind.</li>
          <li>Illegal activity, including underage drinking and drug use.</li>
          <li>Other people&apos;s work, watermarked images or copyrighted material without permission.</li>
          <li>Spam, advertising, scams and misleading housing offers.</li>
          <li>Personal information such as phone numbers, addresses or student ID numbers.</li>
        </ul>
      </ContentSection>

      <ContentSection id="profiles" title="Profiles">
        <p>
          Profile photos should clearly show you. Keep your bio honest and respectful. Profiles that break these
          guidelines are not approved; we tell you the reason so you can fix it and resubmit.
        </p>
      </ContentSection>

      <ContentSection id="enforcement" title="How we enforce these guidelines">
        <p>
          Every profile and submission is reviewed before it is published. Content that breaks these guidelines or our{' '}
          <Link to={paths.terms}>Terms of Service</Link> is removed or sent back with the reason, its author may be
          warned, and repeated or serious violations can lead to suspension. To report a profile, a message or a
          featured post, press <strong>Report</strong> beside it
          {safetyEmail ? (
            <>
              , or email <MailLink address={safetyEmail} />.
            </>
          ) : (
            '.'
          )}
        </p>
      </ContentSection>
    </ContentPage>
  );
}
