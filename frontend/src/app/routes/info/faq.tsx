import { Link } from 'react-router';

import { ContentPage } from '@/components/layout/content-page';
import { Accordion, type AccordionItem } from '@/components/ui/accordion';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

const groups: { title: string; items: AccordionItem[] }[] = [
  {
    title: 'General',
    items: [
      {
        question: 'What is Quad?',
        answer:
          "Quad is a platform for university students to find compatible roommates and to get their campus content featured on their university's pages and Instagram account.",
      },
      {
        question: 'Is Quad free?',
        answer: 'Yes. Quad is free for students: signing up, building a profile, finding roommates and submitting content.',
      },
      {
        question: 'Which universities are on Quad?',
        answer: (
          <>
            The <Link to={paths.directory}>University Directory</Link> lists every one of them. Quad&apos;s staff add
            universities, and anyone can request theirs there. A university marked not open yet cannot be joined until
            Quad has its email domain; you can ask to be told when it opens.
          </>
        ),
      },
    ],
  },
  {
    title: 'Accounts',
    items: [
      {
        question: 'Why do I need a university email address?',
        answer:
          'You can sign up with any address. To create a roommate profile, meet roommates or submit content at a university, you show that you study there with an address at its e-mail domain: sign up with it, add it in Settings and open the link we email to it, or sign in with Google with it. So the students you meet there study there too. A university without an e-mail domain on Quad may let students create a profile without one.',
      },
      {
        question: 'How old do I have to be?',
        answer: (
          <>
            You must be at least 16 years old. See our <Link to={paths.terms}>Terms of Service</Link>.
          </>
        ),
      },
      {
        question: 'I forgot my password. What now?',
        answer: (
          <>
            Use <Link to={paths.forgotPassword}>Forgot password?</Link> on the sign-in page and we will email you a reset
            link.
          </>
        ),
      },
    ],
  },
  {
    title: 'Profiles and roommates',
    items: [
      {
        question: 'How long does profile approval take?',
        answer: 'Usually 24 to 48 hours. If your profile is not approved we tell you why so you can edit and resubmit it.',
      },
      {
        question: 'How many photos can I add?',
        answer: 'Between 1 and 10. Your first photo is your main photo.',
      },
      {
        question: 'How are roommates suggested?',
        answer:
          'We compare your answers, such as sleep schedule, cleanliness, study habits and interests, and what you look for in a roommate (and how much each thing matters), with those of other students at your university. A dealbreaker one of you does not meet leaves the other out of your list.',
      },
    ],
  },
  {
    title: 'Content',
    items: [
      {
        question: 'What can I submit?',
        answer: (
          <>
            Photos of campus life, 1 to 10 at a time in JPEG, PNG, GIF or WebP format, up to 5 MB each, with a caption,
            at a university where you are a verified student. Read the{' '}
            <Link to={paths.guidelines}>Content Guidelines</Link>.
          </>
        ),
      },
      {
        question: 'When will my post appear?',
        answer:
          "Once a reviewer approves it, it is featured on your university's page on Quad. If you agreed to Instagram and a manager selects it, it is scheduled on your university's Instagram; posts for each university are spaced at least an hour apart. My submissions shows where each one stands.",
      },
    ],
  },
  {
    title: 'Privacy and safety',
    items: [
      {
        question: 'Can I download or delete my data?',
        answer: (
          <>
            Yes. Use <Link to={paths.dataManagement}>Data Management</Link> to export your data as a text file or delete
            your account.
          </>
        ),
      },
      {
        question: 'How do I report someone?',
        answer: (
          <>
            Press <strong>Report</strong> on their profile, their message or a featured post: a moderator reviews it and
            tells you the outcome. To stop all contact, press <strong>Block</strong>: you stop seeing each other on Quad,
            and they are not told. The <Link to={paths.contact}>contact page</Link> shows how else to reach the team. Read
            our <Link to={paths.safety}>Safety Tips</Link> too.
          </>
        ),
      },
    ],
  },
];

export default function FaqRoute() {
  useDocumentTitle('Frequently Asked Questions');
  return (
    <ContentPage
      eyebrow="FAQ"
      title="Frequently Asked Questions"
      intro={
        <>
          Quick answers to common questions. Can&apos;t find yours? Visit the <Link to={paths.help}>Help Center</Link>{' '}
          or <Link to={paths.contact}>contact us</Link>.
        </>
      }
    >
      {groups.map((group) => {
        const headingId = `faq-${group.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        return (
          <section key={group.title} aria-labelledby={headingId} className="mb-12">
            <h2 id={headingId}>{group.title}</h2>
            <Accordion items={group.items} />
          </section>
        );
      })}
    </ContentPage>
  );
}
