import { Link } from 'react-router';

import { MailLink } from '@/components/layout/contact-links';
import { ContentPage, ContentSection } from '@/components/layout/content-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContact } from '@/lib/public-config';

export default function SafetyRoute() {
  useDocumentTitle('Safety Tips');
  const { safetyEmail } = useContact();
  return (
    <ContentPage
      eyebrow="Safety"
      title="Safety Tips"
      intro="Quad verifies university email addresses and reviews every profile, but your judgement matters most. These tips help you meet potential roommates safely."
    >
      <div role="note" className="my-6 rounded-2xl border border-rose-200 bg-rose-50 p-5 text-rose-900">
        <strong className="text-rose-900">In an emergency, call 911</strong> or your campus police before anything else.
      </div>

      <ContentSection id="online" title="Chatting online">
        <ul>
          <li>Take your time before sharing your phone number, address or other accounts with someone new.</li>
          <li>Never share passwords, bank details, your Social Security number or verification codes.</li>
          <li>Be wary of anyone who avoids video calls, pushes you to decide quickly or tells a story that keeps changing.</li>
          <li>Look each other up on official university channels and social media to confirm who you are talking to.</li>
        </ul>
      </ContentSection>

      <ContentSection id="meeting" title="Meeting in person">
        <ul>
          <li>Meet for the first time in a busy public place on or near campus, such as a café or the student union.</li>
          <li>Tell a friend where you are going and who you are meeting, and share your location.</li>
          <li>Arrange your own transport and leave whenever you feel uncomfortable.</li>
        </ul>
      </ContentSection>

      <ContentSection id="housing" title="Housing and money">
        <ul>
          <li>Never send a deposit or rent for a place you have not seen in person or on a live video call.</li>
          <li>Be cautious of prices far below the market, or requests for payment by gift card, wire transfer or crypto.</li>
          <li>Read any lease before signing, and agree on shared costs in writing with a roommate agreement.</li>
          <li>Use your university&apos;s housing office and off-campus housing resources when in doubt.</li>
        </ul>
      </ContentSection>

      <ContentSection id="report" title="Report a problem">
        <p>
          If someone makes you uncomfortable, breaks our <Link to={paths.guidelines}>guidelines</Link> or asks for money,
          stop replying and press <strong>Report</strong> on their profile, their message or the featured post. A moderator
          reviews every report and can remove the content or warn its author, and an admin can suspend the account. You
          are told the outcome; nobody is told who reported them. To stop all contact, press <strong>Block</strong>: you
          stop seeing each other on Quad, any connection ends, and they are not told.{' '}
          {safetyEmail ? (
            <>
              For anything else, email <MailLink address={safetyEmail} /> with their username and what happened.
            </>
          ) : (
            <>Note their username and what happened, and if you feel unsafe, tell your campus police.</>
          )}
        </p>
      </ContentSection>
    </ContentPage>
  );
}
