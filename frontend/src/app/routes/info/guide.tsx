import { Link } from 'react-router';

import { ContentPage, ContentSection } from '@/components/layout/content-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

const toc = [
  { id: 'know-yourself', label: 'Know what you want' },
  { id: 'profile', label: 'Build a profile that works' },
  { id: 'questions', label: 'Questions to ask' },
  { id: 'agreement', label: 'Write a roommate agreement' },
  { id: 'living-together', label: 'Living together' },
] as const;

export default function GuideRoute() {
  useDocumentTitle('Roommate Guide');
  return (
    <ContentPage
      eyebrow="Resources"
      title="The Quad Roommate Guide"
      intro="What to think about when choosing a roommate, from your first search to the end of the year."
      toc={toc}
    >
      <ContentSection id="know-yourself" title="1. Know what you want">
        <p>Before you start browsing, be honest with yourself about how you live. Think about:</p>
        <ul>
          <li>
            <strong>Sleep:</strong> are you an early bird, a night owl, or somewhere in between?
          </li>
          <li>
            <strong>Cleanliness:</strong> very neat, neat, average or relaxed? Small differences here cause most
            conflicts.
          </li>
          <li>
            <strong>Studying:</strong> do you need silence, music, a group or the library?
          </li>
          <li>
            <strong>Guests:</strong> rarely, occasionally, frequently or anytime?
          </li>
          <li>
            <strong>Deal-breakers:</strong> smoking, alcohol, pets, overnight guests.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="profile" title="2. Build a profile that works">
        <ul>
          <li>Use a clear, recent photo as your main photo and add a few that show your interests.</li>
          <li>Write a short, specific bio: what a normal weekday looks like beats a list of adjectives.</li>
          <li>Fill in your lifestyle preferences. They power your suggestions, and honesty gets better matches.</li>
          <li>
            Follow the <Link to={paths.guidelines}>Content Guidelines</Link> so your profile is approved quickly
            (usually within 24 to 48 hours).
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="questions" title="3. Questions to ask before you commit">
        <ol>
          <li>What time do you usually go to bed and wake up on weekdays? On weekends?</li>
          <li>How often do you clean, and how should we split chores?</li>
          <li>How do you feel about guests staying over?</li>
          <li>Do you prefer to study in the room or elsewhere?</li>
          <li>What should we share (food, kitchen items, streaming accounts) and what should stay separate?</li>
          <li>How do you like to handle disagreements?</li>
        </ol>
      </ContentSection>

      <ContentSection id="agreement" title="4. Write a roommate agreement">
        <p>A one-page agreement in the first week saves months of awkwardness. Cover:</p>
        <ul>
          <li>quiet hours and overnight guests;</li>
          <li>cleaning schedule and shared supplies;</li>
          <li>rent, utilities and how you split shared costs;</li>
          <li>borrowing things, food and the thermostat;</li>
          <li>how and when you will check in with each other.</li>
        </ul>
      </ContentSection>

      <ContentSection id="living-together" title="5. Living together">
        <p>
          Talk early, talk often, and keep it kind. Bring up small things before they become big ones, and revisit your
          agreement after a few weeks. If you ever feel unsafe, read our <Link to={paths.safety}>Safety Tips</Link> and
          contact your residence staff.
        </p>
        <p>
          Ready to start? <Link to={paths.roommates}>Find roommates on Quad</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
