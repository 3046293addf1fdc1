import {
  BookOpen,
  Camera,
  Coffee,
  GraduationCap,
  Heart,
  House,
  MessageCircle,
  Music,
  Sparkles,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useRef, type CSSProperties } from 'react';

import { useIsOnScreen } from '../hooks/use-is-on-screen';

export const PARTICLE_COUNT = 20;
export const FLOATING_ICON_COUNT = 40;

/** A small seeded generator so the decoration is the same on every render and in every test. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const iconSet: LucideIcon[] = [GraduationCap, House, Users, Camera, Heart, BookOpen, MessageCircle, Star, Sparkles, Coffee, Music];

const random = seeded(2025);

const floatingIcons = Array.from({ length: FLOATING_ICON_COUNT }, (_, index) => ({
  id: index,
  Icon: iconSet[index % iconSet.length] ?? Star,
  style: {
    left: `${(random() * 96 + 2).toFixed(2)}%`,
    top: `${(random() * 90 + 3).toFixed(2)}%`,
    width: `${Math.round(14 + random() * 22)}px`,
    height: 'auto',
    animationDuration: `${(7 + random() * 9).toFixed(1)}s`,
    animationDelay: `-${(random() * 10).toFixed(1)}s`,
    opacity: 0.08 + random() * 0.12,
  } satisfies CSSProperties,
}));

const particles = Array.from({ length: PARTICLE_COUNT }, (_, index) => {
  const size = 3 + random() * 5;
  return {
    id: index,
    style: {
      left: `${(random() * 100).toFixed(2)}%`,
      bottom: '-12px',
      width: `${size.toFixed(1)}px`,
      height: `${size.toFixed(1)}px`,
      animationDuration: `${(9 + random() * 10).toFixed(1)}s`,
      animationDelay: `-${(random() * 18).toFixed(1)}s`,
      '--drift': `${Math.round(random() * 80 - 40)}px`,
    } as CSSProperties,
  };
});

/**
 * 40 floating icons and 20 rising particles behind the hero; purely decorative. Their CSS animations
 * pause while the hero is off-screen (`data-motion-paused`) and never run for people who ask for
 * reduced motion (`.motion-decor` in index.css).
 */
export function HeroDecor() {
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useIsOnScreen(ref);
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-testid="hero-decor"
      data-motion-paused={onScreen ? undefined : ''}
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden"
    >
      <div data-testid="floating-icons">
        {floatingIcons.map(({ id, Icon, style }) => (
          <Icon key={id} className="motion-decor absolute animate-float text-white" style={style} strokeWidth={1.6} />
        ))}
      </div>
      <div data-testid="particles">
        {particles.map(({ id, style }) => (
          <span key={id} className="motion-decor absolute animate-particle rounded-full bg-white/80" style={style} />
        ))}
      </div>
    </div>
  );
}
