import type { ReactNode } from 'react';

import { paths } from '@/config/paths';

import { ClosingCtaSection } from './closing-cta-section';
import { FaqSection } from './faq-section';
import { FeaturedPostsSection } from './featured-posts-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { RoommatesSection } from './roommates-section';
import { StatsSection } from './stats-section';

interface LandingPageProps {
  /**
   * Where Get Started and Create your account lead: /register for guests; the app passes a signed-in
   * person's next step.
   */
  startPath?: string;
  /**
   * The figures section; the app passes one that loads the real figures after the first paint.
   * Without it the section reads without numbers.
   */
  stats?: ReactNode;
  /**
   * What Recently Featured holds; the app passes what loads the real posts after the first paint (or
   * says there are none yet). Without it the section holds a skeleton.
   */
  featured?: ReactNode;
  /**
   * A signed-in student's own best matches (or what they must do first), composed by the app. Without
   * them the roommate band tells a guest how matching works.
   */
  matches?: ReactNode;
  /** False leaves the roommate band out (staff, who are not students looking for a roommate). */
  showRoommates?: boolean;
}

export function LandingPage({
  startPath = paths.register,
  stats = <StatsSection />,
  featured,
  matches,
  showRoommates = true,
}: LandingPageProps) {
  return (
    <>
      <HeroSection startPath={startPath} />
      <FeaturesSection />
      {showRoommates && <RoommatesSection startPath={startPath} matches={matches} />}
      <FeaturedPostsSection>{featured}</FeaturedPostsSection>
      {stats}
      <HowItWorksSection />
      <FaqSection />
      <ClosingCtaSection startPath={startPath} />
    </>
  );
}
