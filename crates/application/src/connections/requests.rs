//! Requests to connect: sent with a note, answered (accept connects, decline is silent),
//! withdrawn, or expired after 14 days.

use quad_domain::{
    Notice, User,
    connection::{OUTSTANDING_MAX, REQUEST_COOL_DOWN, REQUEST_LIFETIME, RequestNote, RequestStatus},
};
use uuid::Uuid;

use super::{
    Connections,
    ports::{Answer, ConnectionRequest, NewRequest, RequestChangeError, RequestRefusal},
};
use crate::{
    FieldError,
    roommates::{RoommateMatch, RoommatesError},
};

/// Why a request was not sent.
#[derive(Debug, thiserror::Error)]
pub enum SendRequestError {
    /// The viewer may not see the student (or see anyone yet).
    #[error(transparent)]
    Roommates(#[from] RoommatesError),
    #[error(transparent)]
    Invalid(#[from] FieldError),
    #[error("You are already connected with {0}")]
    AlreadyConnected(String),
    #[error("Your request to {0} is waiting for an answer")]
    AlreadyRequested(String),
    #[error("{0} has already asked to connect with you: answer their request in Connections")]
    RequestedYou(String),
    #[error(
        "You have {OUTSTANDING_MAX} requests waiting for an answer. Withdraw one, or wait for answers, before sending another."
    )]
    TooManyOutstanding,
    #[error("You can ask {0} again 30 days after your last request to each other ended")]
    CoolingDown(String),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

/// Why a request was not answered or withdrawn.
#[derive(Debug, thiserror::Error)]
pub enum ChangeRequestError {
    /// The viewer may not see anyone yet.
    #[error(transparent)]
    Roommates(#[from] RoommatesError),
    /// None of the viewer's, or from someone they may no longer see.
    #[error("Request not found")]
    NotFound,
    #[error("This request was already answered, withdrawn or has expired")]
    NotPending,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

impl From<RequestChangeError> for ChangeRequestError {
    fn from(error: RequestChangeError) -> Self {
        match error {
            RequestChangeError::NotFound => Self::NotFound,
            RequestChangeError::NotPending => Self::NotPending,
        }
    }
}

/// A request waiting for the viewer's answer, with who sent it as the viewer sees them (the
/// shared strengths, and any conflict with the viewer's own expectations, in the reasons).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReceivedRequest {
    pub request: ConnectionRequest,
    pub sender: RoommateMatch,
}

/// A request the viewer sent, as its sender may know it (a decline reads as pending).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SentRequest {
    pub request: ConnectionRequest,
    /// Who it went to, while the viewer may still see them.
    pub recipient: Option<RoommateMatch>,
}

impl Connections {
    /// Sends a request with an optional note to a student the viewer may see; the recipient is told.
    pub async fn request(
        &self,
        viewer: &User,
        student_id: Uuid,
        note: &str,
    ) -> Result<ConnectionRequest, SendRequestError> {
        let note = RequestNote::parse(note).map_err(|e| FieldError::new("note", e))?;
        let student = self.students.view(viewer, student_id).await?;
        let name = student.profile.first_name.to_string();
        let at = self.clock.now();
        let new = NewRequest {
            id: Uuid::now_v7(),
            sender_id: viewer.id,
            recipient_id: student_id,
            note,
            at,
            expires_at: at + REQUEST_LIFETIME,
            outstanding_max: OUTSTANDING_MAX,
            cooled_down_since: at - REQUEST_COOL_DOWN,
        };
        let request = self.stores.requests.send_request(new).await?.map_err(|refusal| match refusal {
            RequestRefusal::AlreadyConnected => SendRequestError::AlreadyConnected(name.clone()),
            RequestRefusal::AlreadyRequested => SendRequestError::AlreadyRequested(name.clone()),
            RequestRefusal::RequestedYou(_) => SendRequestError::RequestedYou(name.clone()),
            RequestRefusal::TooManyOutstanding => SendRequestError::TooManyOutstanding,
            RequestRefusal::CoolingDown => SendRequestError::CoolingDown(name.clone()),
            RequestRefusal::Unavailable => SendRequestError::Roommates(RoommatesError::NotFound),
        })?;
        let notice =
            Notice::ConnectionRequested { name: viewer.first_name.to_string(), student_id: viewer.id.to_string() };
        self.notifier.tell(student_id, notice).await;
        Ok(request)
    }

    /// The requests waiting for the viewer's answer, newest first, each with its sender as the
    /// viewer sees them; one from a student the viewer may no longer see is left out.
    pub async fn received(&self, viewer: &User) -> Result<Vec<ReceivedRequest>, RoommatesError> {
        let requests = self.stores.requests.received(viewer.id, self.clock.now()).await?;
        let senders = self.students.explain(viewer, &requests.iter().map(|r| r.sender_id).collect::<Vec<_>>()).await?;
        Ok(requests
            .into_iter()
            .filter_map(|request| {
                let sender = senders.iter().find(|s| s.profile.user_id == request.sender_id)?.clone();
                Some(ReceivedRequest { request, sender })
            })
            .collect())
    }

    /// The requests the viewer sent, newest first, as their sender may know them.
    pub async fn sent(&self, viewer: &User) -> Result<Vec<SentRequest>, RoommatesError> {
        let now = self.clock.now();
        let requests = self.stores.requests.sent(viewer.id).await?;
        let ids: Vec<Uuid> = requests.iter().map(|r| r.recipient_id).collect();
        let recipients = self.students.visible(viewer, &ids).await?;
        Ok(requests
            .into_iter()
            .map(|mut request| {
                request.status = request.status.seen_by_sender(request.expires_at, now);
                let recipient = recipients.iter().find(|r| r.profile.user_id == request.recipient_id).cloned();
                SentRequest { request, recipient }
            })
            .collect())
    }

    /// Accepts (the two are connected, and the sender is told) or declines (nobody is told) a
    /// request waiting for the viewer.
    pub async fn answer(
        &self,
        viewer: &User,
        id: Uuid,
        answer: Answer,
    ) -> Result<ConnectionRequest, ChangeRequestError> {
        let request = self.stores.requests.request(id).await?.filter(|r| r.recipient_id == viewer.id);
        let request = request.ok_or(ChangeRequestError::NotFound)?;
        // The sender must still be someone the viewer may see (not blocked, still listed).
        let sender = self.students.explain(viewer, &[request.sender_id]).await?.pop();
        let sender = sender.ok_or(ChangeRequestError::NotFound)?;
        let answered = self.stores.requests.answer(id, viewer.id, answer, self.clock.now()).await??;
        if answer == Answer::Accept {
            self.announce_connection(viewer, &sender).await;
        }
        Ok(answered)
    }

    /// Withdraws a request of the viewer's that still waits.
    pub async fn withdraw(&self, viewer: &User, id: Uuid) -> Result<ConnectionRequest, ChangeRequestError> {
        let mut withdrawn = self.stores.requests.withdraw(id, viewer.id, self.clock.now()).await??;
        withdrawn.status = RequestStatus::Withdrawn;
        Ok(withdrawn)
    }

    /// Marks open requests past their time expired (the sweep; reading them already treats them so).
    pub async fn expire_due(&self) -> anyhow::Result<u64> {
        self.stores.requests.expire_due(self.clock.now()).await
    }
}

#[cfg(test)]
mod tests;
