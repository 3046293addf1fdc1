import { ClosingCtaSection } from './closing-cta-section';
import { FaqSection } from './faq-section';
import { FeaturedPostsSection } from './featured-posts-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { RoommatesSection } from './roommates-section';
import { StatsSection } from './stats-section';
import { TestimonialsSection } from './testimonials-section';

export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <RoommatesSection />
      <FeaturedPostsSection />
      <StatsSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <FaqSection />
      <ClosingCtaSection />
    </>
  );
}
