import { paths } from '@/config/paths';

import { ClosingCtaSection } from './closing-cta-section';
import { FaqSection } from './faq-section';
import { FeaturedPostsSection } from './featured-posts-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { RoommatesSection } from './roommates-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';

interface LandingPageProps {
  /**
   * Where Get Started, Create your profile and Connect lead: /register for guests; the app passes a
   * signed-in student's next step.
   */
  startPath?: string;
}

export function LandingPage({ startPath = paths.register }: LandingPageProps) {
  return (
    <>
      <HeroSection startPath={startPath} />
      <FeaturesSection />
      <RoommatesSection startPath={startPath} />
      <FeaturedPostsSection />
      <StatsSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <FaqSection />
      <ClosingCtaSection startPath={startPath} />
    </>
  );
}
