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
import { TestimonialsSection } from './testimonials-section';

interface LandingPageProps {
  /**
   * Where Get Started, Create your profile and Connect lead: /register for guests; the app passes a
   * signed-in student's next step.
   */
  startPath?: string;
  /**
   * The figures section; the app passes one that loads the real figures after the first paint.
   * Without it the section reads without numbers.
   */
  stats?: ReactNode;
  /**
   * What Recently Featured holds; the app passes what loads the real posts after the first paint (or
   * the labelled samples when there are none). Without it the section holds a skeleton.
   */
  featured?: ReactNode;
}

export function LandingPage({ startPath = paths.register, stats = <StatsSection />, featured }: LandingPageProps) {
  return (
    <>
      <HeroSection startPath={startPath} />
      <FeaturesSection />
      <RoommatesSection startPath={startPath} />
      <FeaturedPostsSection>{featured}</FeaturedPostsSection>
      {stats}
      <HowItWorksSection />
      <TestimonialsSection />
      <FaqSection />
      <ClosingCtaSection startPath={startPath} />
    </>
  );
}
