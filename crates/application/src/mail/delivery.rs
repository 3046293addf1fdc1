//! The mail worker's use case: sends what the queue holds, retrying with backoff.

use std::{sync::Arc, time::Duration};

use super::ports::{MailQueue, Mailer};
use crate::Clock;

/// When to try a failed e-mail again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MailRetryPolicy {
    /// The first wait; each further failure doubles it, up to an hour.
    pub first_wait: Duration,
    /// After this many failures the e-mail is given up on.
    pub max_attempts: u32,
}

impl Default for MailRetryPolicy {
    /// 30 s, 1 min, 2 min, ... then hourly: twelve attempts span about seven hours.
    fn default() -> Self {
        Self { first_wait: Duration::from_secs(30), max_attempts: 12 }
    }
}

impl MailRetryPolicy {
    /// The wait after the `failures`-th failure (1 for the first).
    pub fn wait_after(&self, failures: u32) -> Duration {
        let doubled = self.first_wait.saturating_mul(1 << failures.saturating_sub(1).min(16));
        doubled.min(Duration::from_secs(3600))
    }
}

/// How one round went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Round {
    pub sent: usize,
    pub failed: usize,
}

pub struct MailDelivery {
    queue: Arc<dyn MailQueue>,
    transport: Arc<dyn Mailer>,
    clock: Arc<dyn Clock>,
    policy: MailRetryPolicy,
}

impl MailDelivery {
    /// How long the record of an e-mail sent or given up on is kept (for support questions).
    pub const FINISHED_KEPT: chrono::TimeDelta = chrono::TimeDelta::days(7);

    /// Each claimed e-mail is someone else's for this long: far more than one send takes.
    const LEASE: Duration = Duration::from_secs(120);
    const BATCH: u32 = 20;

    pub fn new(
        queue: Arc<dyn MailQueue>,
        transport: Arc<dyn Mailer>,
        clock: Arc<dyn Clock>,
        policy: MailRetryPolicy,
    ) -> Self {
        Self { queue, transport, clock, policy }
    }

    /// Forgets the e-mail finished longer ago than [`FINISHED_KEPT`](Self::FINISHED_KEPT)
    /// (a periodic job); answers how many.
    pub async fn forget_finished(&self) -> anyhow::Result<usize> {
        self.queue.forget_finished_before(self.clock.now() - Self::FINISHED_KEPT).await
    }

    /// Sends the e-mails that are due; a failure is noted with its next attempt (or given up on
    /// after the last), never lost.
    pub async fn deliver_due(&self) -> anyhow::Result<Round> {
        let mut round = Round::default();
        for queued in self.queue.claim_due(self.clock.now(), Self::LEASE, Self::BATCH).await? {
            match self.transport.send(queued.email.clone()).await {
                Ok(()) => {
                    self.queue.mark_sent(queued.id, self.clock.now()).await?;
                    round.sent += 1;
                }
                Err(error) => {
                    let failures = queued.attempts + 1;
                    let retry_at = (failures < self.policy.max_attempts).then(|| {
                        self.clock.now()
                            + chrono::Duration::from_std(self.policy.wait_after(failures))
                                .unwrap_or_else(|_| chrono::Duration::hours(1))
                    });
                    let reason = format!("{error:#}");
                    tracing::warn!(mail_id = %queued.id, failures, error = reason, gave_up = retry_at.is_none(), "an e-mail could not be sent");
                    self.queue.mark_failed(queued.id, retry_at, &reason).await?;
                    round.failed += 1;
                }
            }
        }
        Ok(round)
    }
}

#[cfg(test)]
mod tests {
    use quad_domain::Email;
    use uuid::Uuid;

    use super::*;
    use crate::{
        MockClock,
        accounts::testing::now,
        mail::ports::{MockMailQueue, MockMailer, OutgoingEmail, QueuedEmail},
    };

    fn queued(attempts: u32) -> QueuedEmail {
        QueuedEmail {
            id: Uuid::from_u128(1),
            email: OutgoingEmail {
                to: Email::parse("ada@umich.edu").unwrap(),
                subject: "Hi".into(),
                html_body: "<p>Hi</p>".into(),
                text_body: "Hi".into(),
                list_unsubscribe: None,
            },
            attempts,
        }
    }

    fn delivery(queue: MockMailQueue, transport: MockMailer) -> MailDelivery {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        MailDelivery::new(Arc::new(queue), Arc::new(transport), Arc::new(clock), MailRetryPolicy::default())
    }

    #[tokio::test]
    async fn finished_email_is_forgotten_after_a_week_and_nothing_is_sent() {
        let mut queue = MockMailQueue::new();
        queue
            .expect_forget_finished_before()
            .withf(|before| *before == now() - chrono::TimeDelta::days(7))
            .times(1)
            .returning(|_| Ok(2));
        queue.expect_claim_due().never();
        let mut transport = MockMailer::new();
        transport.expect_send().never();

        assert_eq!(delivery(queue, transport).forget_finished().await.unwrap(), 2);
    }

    #[tokio::test]
    async fn a_sent_email_is_marked_sent() {
        let mut queue = MockMailQueue::new();
        queue.expect_claim_due().returning(|_, _, _| Ok(vec![queued(0)]));
        queue.expect_mark_sent().times(1).returning(|_, _| Ok(()));
        queue.expect_mark_failed().never();
        let mut transport = MockMailer::new();
        transport.expect_send().times(1).returning(|_| Ok(()));

        assert_eq!(delivery(queue, transport).deliver_due().await.unwrap(), Round { sent: 1, failed: 0 });
    }

    #[tokio::test]
    async fn a_failure_is_retried_later_with_a_growing_wait_and_given_up_after_the_last_attempt() {
        for (attempts, retry_in) in [(0, Some(30)), (2, Some(120)), (11, None)] {
            let mut queue = MockMailQueue::new();
            queue.expect_claim_due().returning(move |_, _, _| Ok(vec![queued(attempts)]));
            queue.expect_mark_sent().never();
            queue
                .expect_mark_failed()
                .withf(move |_, retry_at, error| {
                    *retry_at == retry_in.map(|s| now() + chrono::Duration::seconds(s))
                        && error.contains("connection refused")
                })
                .times(1)
                .returning(|_, _, _| Ok(()));
            let mut transport = MockMailer::new();
            transport.expect_send().returning(|_| Err(anyhow::anyhow!("connection refused")));

            assert_eq!(delivery(queue, transport).deliver_due().await.unwrap(), Round { sent: 0, failed: 1 });
        }
    }

    #[test]
    fn waits_double_up_to_an_hour() {
        let policy = MailRetryPolicy::default();
        assert_eq!(policy.wait_after(1), Duration::from_secs(30));
        assert_eq!(policy.wait_after(4), Duration::from_secs(240));
        assert_eq!(policy.wait_after(30), Duration::from_secs(3600));
    }
}
