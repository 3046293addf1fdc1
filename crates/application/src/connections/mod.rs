//! Connections (issue 26): contact between students is gated. A student marks another
//! "Interested" (private: nobody learns of a one-sided interest) or sends a request with a note;
//! a mutual interest or an accepted request connects the two. A decline is silent: the sender sees
//! the request pending until it expires (14 days), it counts against their 10 outstanding until
//! then, and a declined or expired pair waits 30 days before asking again. Blocking hides two
//! people from each other everywhere, at once, without telling the blocked one.
//!
//! Whom a student may reach is the roommate list's rule (`Roommates::view`): the same
//! university, listed, no dealbreaker, not blocked either way.

pub mod ports;
mod take_back_roommates;

use std::sync::Arc;

use quad_domain::{
    Notice, User,
    connection::{OUTSTANDING_MAX, REQUEST_COOL_DOWN, REQUEST_LIFETIME, RequestNote, RequestStatus},
};
use uuid::Uuid;

pub use self::take_back_roommates::TakeBackRoommatesError;

use self::ports::{
    Answer, BlockedStudent, Connection, ConnectionRequest, ConnectionStores, InterestOutcome, NewRequest,
    RequestChangeError, RequestRefusal,
};
use crate::{
    Clock, FieldError,
    notifications::Notifications,
    roommates::{RoommateMatch, Roommates, RoommatesError},
};

#[derive(Debug, thiserror::Error)]
pub enum ConnectionError {
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
    #[error("Request not found")]
    RequestNotFound,
    #[error("You cannot block yourself")]
    OwnAccount,
    #[error("This request was already answered, withdrawn or has expired")]
    RequestNotPending,
    #[error("You are not connected with this student")]
    NotConnected,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
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

/// A connected student, shown in full.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Connected {
    pub connection: Connection,
    pub student: RoommateMatch,
}

#[derive(Clone)]
pub struct Connections {
    stores: ConnectionStores,
    roommates: Roommates,
    notifications: Notifications,
    clock: Arc<dyn Clock>,
}

impl Connections {
    pub fn new(
        stores: ConnectionStores,
        roommates: Roommates,
        notifications: Notifications,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self { stores, roommates, notifications, clock }
    }

    /// Marks a student the viewer may see "Interested". Private until it is mutual: then the two
    /// are connected, and both are told.
    pub async fn interested(&self, viewer: &User, student_id: Uuid) -> Result<InterestOutcome, ConnectionError> {
        let student = self.roommates.view(viewer, student_id).await?;
        let outcome = self.stores.interests.mark_interest(viewer.id, student_id, self.clock.now()).await?;
        if outcome == InterestOutcome::Unavailable {
            return Err(RoommatesError::NotFound.into());
        }
        if outcome == InterestOutcome::Connected {
            self.announce_connection(viewer, &student).await;
        }
        Ok(outcome)
    }

    /// Takes an interest back (one already mutual made a connection, which stays).
    pub async fn not_interested(&self, viewer: &User, student_id: Uuid) -> anyhow::Result<()> {
        self.stores.interests.remove_interest(viewer.id, student_id).await
    }

    /// Which of these students the viewer marked "Interested".
    pub async fn interests_among(&self, viewer: &User, students: Vec<Uuid>) -> anyhow::Result<Vec<Uuid>> {
        if students.is_empty() {
            return Ok(Vec::new());
        }
        self.stores.interests.interests_among(viewer.id, students).await
    }

    /// Sends a request with an optional note to a student the viewer may see; the recipient is told.
    pub async fn request(
        &self,
        viewer: &User,
        student_id: Uuid,
        note: &str,
    ) -> Result<ConnectionRequest, ConnectionError> {
        let note = RequestNote::parse(note).map_err(|e| FieldError::new("note", e))?;
        let student = self.roommates.view(viewer, student_id).await?;
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
            RequestRefusal::AlreadyConnected => ConnectionError::AlreadyConnected(name.clone()),
            RequestRefusal::AlreadyRequested => ConnectionError::AlreadyRequested(name.clone()),
            RequestRefusal::RequestedYou(_) => ConnectionError::RequestedYou(name.clone()),
            RequestRefusal::TooManyOutstanding => ConnectionError::TooManyOutstanding,
            RequestRefusal::CoolingDown => ConnectionError::CoolingDown(name.clone()),
            RequestRefusal::Unavailable => ConnectionError::Roommates(RoommatesError::NotFound),
        })?;
        let notice =
            Notice::ConnectionRequested { name: viewer.first_name.to_string(), student_id: viewer.id.to_string() };
        self.notifications.tell(student_id, notice).await;
        Ok(request)
    }

    /// The requests waiting for the viewer's answer, newest first, each with its sender as the
    /// viewer sees them; one from a student the viewer may no longer see is left out.
    pub async fn received(&self, viewer: &User) -> Result<Vec<ReceivedRequest>, ConnectionError> {
        let requests = self.stores.requests.received(viewer.id, self.clock.now()).await?;
        let senders = self.roommates.explain(viewer, &requests.iter().map(|r| r.sender_id).collect::<Vec<_>>()).await?;
        Ok(requests
            .into_iter()
            .filter_map(|request| {
                let sender = senders.iter().find(|s| s.profile.user_id == request.sender_id)?.clone();
                Some(ReceivedRequest { request, sender })
            })
            .collect())
    }

    /// The requests the viewer sent, newest first, as their sender may know them.
    pub async fn sent(&self, viewer: &User) -> Result<Vec<SentRequest>, ConnectionError> {
        let now = self.clock.now();
        let requests = self.stores.requests.sent(viewer.id).await?;
        let ids: Vec<Uuid> = requests.iter().map(|r| r.recipient_id).collect();
        let recipients = self.roommates.visible(viewer, &ids).await?;
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
    pub async fn answer(&self, viewer: &User, id: Uuid, answer: Answer) -> Result<ConnectionRequest, ConnectionError> {
        let request = self.stores.requests.request(id).await?.filter(|r| r.recipient_id == viewer.id);
        let request = request.ok_or(ConnectionError::RequestNotFound)?;
        // The sender must still be someone the viewer may see (not blocked, still listed).
        let sender = self.roommates.explain(viewer, &[request.sender_id]).await?.pop();
        let sender = sender.ok_or(ConnectionError::RequestNotFound)?;
        let answered =
            self.stores.requests.answer(id, viewer.id, answer, self.clock.now()).await?.map_err(change_error)?;
        if answer == Answer::Accept {
            self.announce_connection(viewer, &sender).await;
        }
        Ok(answered)
    }

    /// Withdraws a request of the viewer's that still waits.
    pub async fn withdraw(&self, viewer: &User, id: Uuid) -> Result<ConnectionRequest, ConnectionError> {
        let mut withdrawn =
            self.stores.requests.withdraw(id, viewer.id, self.clock.now()).await?.map_err(change_error)?;
        withdrawn.status = RequestStatus::Withdrawn;
        Ok(withdrawn)
    }

    /// The viewer's connections they may still see, newest first, each shown in full.
    pub async fn list(&self, viewer: &User) -> Result<Vec<Connected>, ConnectionError> {
        let connections = self.stores.connections.connections_of(viewer.id).await?;
        let ids: Vec<Uuid> = connections.iter().map(|c| c.student_id).collect();
        let students = self.roommates.explain(viewer, &ids).await?;
        Ok(connections
            .into_iter()
            .filter_map(|connection| {
                let student = students.iter().find(|s| s.profile.user_id == connection.student_id)?.clone();
                Some(Connected { connection, student })
            })
            .collect())
    }

    /// Ends a connection of the viewer's; nobody is told.
    pub async fn disconnect(&self, viewer: &User, student_id: Uuid) -> Result<(), ConnectionError> {
        if !self.stores.connections.disconnect(viewer.id, student_id).await? {
            return Err(ConnectionError::NotConnected);
        }
        Ok(())
    }

    /// The viewer says "We're roommates" with a connection. Once both have, the two leave each
    /// other's lists; each then says whether they are still looking (their profile's setting).
    pub async fn confirm_roommates(&self, viewer: &User, student_id: Uuid) -> Result<Connection, ConnectionError> {
        let confirmed = self.stores.connections.confirm_roommates(viewer.id, student_id, self.clock.now()).await?;
        confirmed.ok_or(ConnectionError::NotConnected)
    }

    /// Blocks a student, at once and both ways, without telling them: whatever was between the
    /// two ends. Only a student the viewer may see, or had contact with (a request, a connection,
    /// a conversation), is blocked; any other id, and anyone already blocked, is answered the
    /// same way and nothing is kept, so blocking is no way to learn whether an id is someone's or
    /// what they are called (the list of blocks names only real blocks).
    pub async fn block(&self, viewer: &User, student_id: Uuid) -> Result<(), ConnectionError> {
        if student_id == viewer.id {
            return Err(ConnectionError::OwnAccount);
        }
        let visible = match self.roommates.view(viewer, student_id).await {
            Ok(_) => true,
            Err(RoommatesError::Unexpected(error)) => return Err(error.into()),
            Err(_) => false,
        };
        if visible || self.stores.blocks.had_contact(viewer.id, student_id).await? {
            self.stores.blocks.block(viewer.id, student_id, self.clock.now()).await?;
        }
        Ok(())
    }

    pub async fn unblock(&self, viewer: &User, student_id: Uuid) -> anyhow::Result<()> {
        self.stores.blocks.unblock(viewer.id, student_id, self.clock.now()).await
    }

    /// Those the viewer blocked, newest first.
    pub async fn blocked(&self, viewer: &User) -> anyhow::Result<Vec<BlockedStudent>> {
        self.stores.blocks.blocked_by(viewer.id).await
    }

    /// Whether others see the viewer limited before connecting (on unless they turned it off).
    pub async fn private_before_connecting(&self, viewer: &User) -> anyhow::Result<bool> {
        self.stores.connections.private_before_connecting(viewer.id).await
    }

    pub async fn set_private_before_connecting(&self, viewer: &User, private: bool) -> anyhow::Result<bool> {
        self.stores.connections.set_private_before_connecting(viewer.id, private).await?;
        Ok(private)
    }

    /// Marks open requests past their time expired (the sweep; reading them already treats them so).
    pub async fn expire_due(&self) -> anyhow::Result<u64> {
        self.stores.requests.expire_due(self.clock.now()).await
    }

    async fn announce_connection(&self, viewer: &User, other: &RoommateMatch) {
        let to_other = Notice::Connected { name: viewer.first_name.to_string(), student_id: viewer.id.to_string() };
        self.notifications.tell(other.profile.user_id, to_other).await;
        let to_viewer = Notice::Connected {
            name: other.profile.first_name.to_string(),
            student_id: other.profile.user_id.to_string(),
        };
        self.notifications.tell(viewer.id, to_viewer).await;
    }
}

fn change_error(error: RequestChangeError) -> ConnectionError {
    match error {
        RequestChangeError::NotFound => ConnectionError::RequestNotFound,
        RequestChangeError::NotPending => ConnectionError::RequestNotPending,
    }
}
