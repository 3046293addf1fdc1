use quad_domain::{
    EmailDomain, InstagramLink, Role, StudentCount, University, UniversityDescription, UniversityLogo, UniversityName,
    UniversitySlug, User, Website,
};
use uuid::Uuid;

use super::{
    Universities,
    ports::{DeleteUniversityError, SaveUniversityError, UniversityFields},
};
use crate::{
    audit::{Audit, AuditAction, AuditEntry, FieldChange},
    media::{UploadError, UploadedImage, ports::MediaKind},
};

/// The add/edit form (spec 2.6, 5), as typed.
#[derive(Debug, Clone, Default)]
pub struct UniversityForm {
    pub name: String,
    pub description: String,
    pub instagram_url: String,
    pub location: Option<String>,
    pub website: Option<String>,
    pub abbreviation: Option<String>,
    pub student_count: Option<String>,
    /// Only admins choose a page address; otherwise it comes from the name (on creation) and
    /// stays as it is (on edits).
    pub slug: Option<String>,
    /// Only admins set these two; otherwise (and when left out of an edit) they stay as they are,
    /// none on creation, where a manager's domains are kept as a proposal for an admin to confirm.
    /// The domains come as typed: separated by commas, spaces or new lines.
    pub email_domains: Option<String>,
    pub join_without_university_email: Option<bool>,
    /// On creation: the request it is added from. That request, and every other open one for the
    /// same name, is answered and its requester e-mailed. Ignored on edits.
    pub from_request: Option<Uuid>,
}

#[derive(Debug, thiserror::Error)]
pub enum UniversityError {
    #[error(transparent)]
    Invalid(#[from] crate::FieldError),
    #[error("You do not have permission to do this")]
    Forbidden,
    #[error("University not found")]
    NotFound,
    #[error("This page address is already used by another university")]
    SlugTaken,
    #[error("One of these e-mail domains was just given to another university")]
    DomainTaken,
    #[error("This university still has student profiles or posts; it cannot be deleted")]
    InUse,
    #[error(transparent)]
    Upload(#[from] UploadError),
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

fn invalid(field: &'static str, message: impl ToString) -> UniversityError {
    crate::FieldError::new(field, message).into()
}

fn optional(value: &Option<String>, max: usize, field: &'static str) -> Result<Option<String>, UniversityError> {
    let value = value.as_deref().map(str::trim).filter(|v| !v.is_empty());
    match value {
        Some(v) if v.chars().count() > max => Err(invalid(field, format!("Must be at most {max} characters long"))),
        Some(v) => Ok(Some(v.to_owned())),
        None => Ok(None),
    }
}

struct Validated {
    name: UniversityName,
    description: UniversityDescription,
    instagram: InstagramLink,
    location: Option<String>,
    website: Option<Website>,
    abbreviation: Option<String>,
    student_count: Option<StudentCount>,
    slug: Option<UniversitySlug>,
    email_domains: Option<Vec<EmailDomain>>,
}

/// At most this many e-mail domains per university.
pub const MAX_EMAIL_DOMAINS: usize = 10;

/// The domains typed, each checked, without repeats, in order.
fn email_domains(typed: &str) -> Result<Vec<EmailDomain>, UniversityError> {
    let mut domains = typed
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|d| !d.is_empty())
        .map(EmailDomain::parse)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| invalid("emailDomains", e))?;
    domains.sort();
    domains.dedup();
    if domains.len() > MAX_EMAIL_DOMAINS {
        return Err(invalid("emailDomains", format!("A university has at most {MAX_EMAIL_DOMAINS} e-mail domains")));
    }
    Ok(domains)
}

/// Each field through its domain type; the optional ones only when something was typed.
fn validate(form: &UniversityForm) -> Result<Validated, UniversityError> {
    let typed = |value: &Option<String>| value.as_deref().map(str::trim).filter(|v| !v.is_empty()).map(str::to_owned);
    Ok(Validated {
        name: UniversityName::parse(&form.name).map_err(|e| invalid("name", e))?,
        description: UniversityDescription::parse(&form.description).map_err(|e| invalid("description", e))?,
        instagram: InstagramLink::parse(&form.instagram_url).map_err(|e| invalid("instagramUrl", e))?,
        location: optional(&form.location, 120, "location")?,
        website: typed(&form.website).map(|w| Website::parse(&w)).transpose().map_err(|e| invalid("website", e))?,
        abbreviation: optional(&form.abbreviation, 20, "abbreviation")?,
        student_count: typed(&form.student_count)
            .map(|n| StudentCount::parse(&n))
            .transpose()
            .map_err(|e| invalid("studentCount", e))?,
        slug: typed(&form.slug).map(|s| UniversitySlug::parse(&s)).transpose().map_err(|e| invalid("slug", e))?,
        email_domains: form.email_domains.as_deref().map(email_domains).transpose()?,
    })
}

impl Universities {
    /// Refuses domains that already belong to another university, naming it.
    async fn check_domains_free(&self, domains: &[EmailDomain], except: Option<Uuid>) -> Result<(), UniversityError> {
        if domains.is_empty() {
            return Ok(());
        }
        let owners = self.repository.domain_owners(domains).await?;
        match owners.into_iter().find(|(_, owner)| Some(owner.id) != except) {
            Some((domain, owner)) => {
                Err(invalid("emailDomains", format!("{domain} already belongs to {}", owner.name)))
            }
            None => Ok(()),
        }
    }

    /// The first free slug: the name's, then `-2`, `-3`, ...
    async fn free_slug(&self, wanted: UniversitySlug, except: Option<Uuid>) -> anyhow::Result<UniversitySlug> {
        let mut candidate = wanted.clone();
        for n in 2..200 {
            if !self.repository.slug_taken(&candidate, except).await? {
                return Ok(candidate);
            }
            candidate = wanted.numbered(n);
        }
        anyhow::bail!("no free page address near '{wanted}'")
    }

    /// Adds a university (admins and managers). Every text field and a logo are required.
    pub async fn create(
        &self,
        actor: &User,
        form: UniversityForm,
        logo: Option<Vec<u8>>,
    ) -> Result<University, UniversityError> {
        if !actor.role.can_create_universities() {
            return Err(UniversityError::Forbidden);
        }
        let mut valid = validate(&form)?;
        let logo = logo.filter(|b| !b.is_empty()).ok_or_else(|| invalid("logo", "University logo is required"))?;
        let admin = actor.role.is_admin();
        let typed_domains = valid.email_domains.take().unwrap_or_default();
        self.check_domains_free(&typed_domains, None).await?;
        // A manager's domains wait for an admin: until then nobody can join with them.
        let (domains, proposed) = if admin { (typed_domains, Vec::new()) } else { (Vec::new(), typed_domains) };
        let join_without_university_email = admin && form.join_without_university_email.unwrap_or(false);
        let slug = match valid.slug.clone().filter(|_| actor.role.is_admin()) {
            Some(chosen) if self.repository.slug_taken(&chosen, None).await? => {
                return Err(UniversityError::SlugTaken);
            }
            Some(chosen) => chosen,
            None => self.free_slug(UniversitySlug::from_name(&valid.name), None).await?,
        };
        let uploaded = self.media.upload(actor, MediaKind::Logo, logo).await?;
        let fields = UniversityFields {
            proposed_email_domains: proposed,
            ..fields_from(valid, slug, Some(logo_of(&uploaded)), domains, join_without_university_email)
        };
        let id = Uuid::now_v7();
        let entry = AuditEntry::new(actor, AuditAction::UniversityCreated, id, fields.name.to_string());
        let manager = (actor.role == Role::Manager).then(|| format!("{} {}", actor.first_name, actor.last_name));
        let audit = Audit::from_outcome(move |university: &University| {
            let mut changes: Vec<FieldChange> =
                described(university).into_iter().map(|(field, value)| FieldChange::new(field, None, value)).collect();
            changes.extend(manager.map(|name| FieldChange::new("managers", None, Some(name))));
            Some(AuditEntry { changes, ..entry })
        });
        // A manager looks after the university they add; an admin acts everywhere already.
        let looked_after_by = (actor.role == Role::Manager).then_some(actor.id);
        match self.repository.insert(id, fields, form.from_request, looked_after_by, audit).await {
            Ok(added) => {
                self.tell_waiting(&added.university).await;
                Ok(added.university)
            }
            Err(error) => {
                self.forget_logo(&uploaded.url).await;
                Err(error.into())
            }
        }
    }

    /// Edits a university (admins). The logo is optional: without a new one the old one stays;
    /// with one, the old file is removed once the edit is saved.
    pub async fn update(
        &self,
        actor: &User,
        id: Uuid,
        form: UniversityForm,
        logo: Option<Vec<u8>>,
    ) -> Result<University, UniversityError> {
        if !actor.role.is_admin() {
            return Err(UniversityError::Forbidden);
        }
        let valid = validate(&form)?;
        let current = self.repository.find(id).await?.ok_or(UniversityError::NotFound)?;
        let domains = valid.email_domains.clone().unwrap_or_else(|| current.email_domains.clone());
        self.check_domains_free(&domains, Some(id)).await?;
        let join_without = form.join_without_university_email.unwrap_or(current.join_without_university_email);
        // Setting the domains answers a manager's proposal (confirmed, or replaced).
        let proposed = if valid.email_domains.is_some() { Vec::new() } else { current.proposed_email_domains.clone() };
        let slug = match valid.slug.clone() {
            Some(chosen) if chosen != current.slug => {
                if self.repository.slug_taken(&chosen, Some(id)).await? {
                    return Err(UniversityError::SlugTaken);
                }
                chosen
            }
            _ => current.slug.clone(),
        };
        let uploaded = match logo.filter(|b| !b.is_empty()) {
            Some(bytes) => Some(self.media.upload(actor, MediaKind::Logo, bytes).await?),
            None => None,
        };
        let logo = uploaded.as_ref().map(logo_of).or(current.logo.clone());
        let (before, entry) = (described(&current), AuditEntry::new(actor, AuditAction::UniversityUpdated, id, None));
        let audit = Audit::from_outcome(move |updated: &Option<University>| {
            let updated = updated.as_ref()?;
            let changes: Vec<FieldChange> = before
                .into_iter()
                .zip(described(updated))
                .filter(|((_, before), (_, after))| before != after)
                .map(|((field, before), (_, after))| FieldChange::new(field, before, after))
                .collect();
            (!changes.is_empty()).then(|| AuditEntry { target_label: Some(updated.name.to_string()), changes, ..entry })
        });
        let fields = UniversityFields {
            proposed_email_domains: proposed,
            ..fields_from(valid, slug, logo, domains, join_without)
        };
        match self.repository.update(id, fields, audit).await {
            Ok(Some(updated)) => {
                self.tell_waiting(&updated).await;
                if let (Some(_), Some(old)) = (&uploaded, &current.logo) {
                    self.forget_logo(&old.url).await;
                }
                Ok(updated)
            }
            other => {
                if let Some(uploaded) = &uploaded {
                    self.forget_logo(&uploaded.url).await;
                }
                match other {
                    Ok(None) => Err(UniversityError::NotFound),
                    Err(error) => Err(error.into()),
                    Ok(Some(_)) => unreachable!("handled above"),
                }
            }
        }
    }

    /// Deletes a university (admins) unless profiles or posts still refer to it, and its logo.
    pub async fn delete(&self, actor: &User, id: Uuid) -> Result<(), UniversityError> {
        if !actor.role.is_admin() {
            return Err(UniversityError::Forbidden);
        }
        let entry = AuditEntry::new(actor, AuditAction::UniversityDeleted, id, None);
        let audit = Audit::from_outcome(move |deleted: &Option<University>| {
            let deleted = deleted.as_ref()?;
            let changes =
                described(deleted).into_iter().map(|(field, value)| FieldChange::new(field, value, None)).collect();
            Some(AuditEntry { target_label: Some(deleted.name.to_string()), changes, ..entry })
        });
        let deleted = self.repository.delete(id, audit).await.map_err(|e| match e {
            DeleteUniversityError::InUse => UniversityError::InUse,
            DeleteUniversityError::Unexpected(e) => UniversityError::Unexpected(e),
        })?;
        let deleted = deleted.ok_or(UniversityError::NotFound)?;
        if let Some(logo) = &deleted.logo {
            self.forget_logo(&logo.url).await;
        }
        Ok(())
    }

    /// Deletes a logo's file and its thumbnail.
    async fn forget_logo(&self, url: &str) {
        self.media.forget_url(url).await;
    }
}

fn logo_of(uploaded: &UploadedImage) -> UniversityLogo {
    UniversityLogo { url: uploaded.url.clone(), thumbnail_url: uploaded.thumbnail_url.clone() }
}

/// A university's fields as the audit log shows them.
fn described(university: &University) -> [(&'static str, Option<String>); 9] {
    [
        ("name", Some(university.name.to_string())),
        ("slug", Some(university.slug.to_string())),
        ("description", Some(university.description.as_str().to_owned())),
        ("location", university.location.clone()),
        ("instagram", university.instagram_links.first().map(|link| link.url.clone())),
        ("logo", university.logo.as_ref().map(|logo| logo.url.clone())),
        ("emailDomains", Some(joined(&university.email_domains))),
        ("joinWithoutUniversityEmail", Some(university.join_without_university_email.to_string())),
        ("proposedEmailDomains", Some(joined(&university.proposed_email_domains))),
    ]
}

fn joined(domains: &[EmailDomain]) -> String {
    domains.iter().map(EmailDomain::as_str).collect::<Vec<_>>().join(", ")
}

fn fields_from(
    valid: Validated,
    slug: UniversitySlug,
    logo: Option<UniversityLogo>,
    email_domains: Vec<EmailDomain>,
    join_without_university_email: bool,
) -> UniversityFields {
    UniversityFields {
        email_domains,
        join_without_university_email,
        proposed_email_domains: Vec::new(),
        name: valid.name,
        slug,
        abbreviation: valid.abbreviation,
        logo,
        location: valid.location,
        website: valid.website,
        student_count: valid.student_count,
        description: valid.description,
        instagram_links: vec![valid.instagram],
    }
}

impl From<SaveUniversityError> for UniversityError {
    fn from(error: SaveUniversityError) -> Self {
        match error {
            SaveUniversityError::SlugTaken => UniversityError::SlugTaken,
            SaveUniversityError::DomainTaken => UniversityError::DomainTaken,
            SaveUniversityError::Unexpected(e) => UniversityError::Unexpected(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::Utc;
    use quad_domain::Role;

    use super::*;
    use crate::{
        accounts::testing::{now, sample_user},
        mail::ports::MockMailer,
        media::{
            MediaLibrary,
            ports::{
                EncodedImage, MockImageProcessor, MockMediaStore, MockUploadRepository, ProcessedImage, StoredMedia,
            },
        },
        universities::ports::{
            AddedUniversity, MockUniversityRepository, MockUniversityRequestRepository, RequestStatus,
            UniversityRequest,
        },
    };

    fn as_role(role: Role) -> User {
        User { role, ..sample_user() }
    }

    fn form() -> UniversityForm {
        UniversityForm {
            name: "University of Michigan".into(),
            description: "Go Blue".into(),
            instagram_url: "https://instagram.com/umich".into(),
            ..UniversityForm::default()
        }
    }

    fn university(id: Uuid, fields: &UniversityFields) -> University {
        University {
            id,
            name: fields.name.clone(),
            slug: fields.slug.clone(),
            abbreviation: fields.abbreviation.clone(),
            logo: fields.logo.clone(),
            location: fields.location.clone(),
            website: fields.website.clone(),
            student_count: fields.student_count,
            description: fields.description.clone(),
            instagram_links: fields.instagram_links.clone(),
            email_domains: fields.email_domains.clone(),
            join_without_university_email: fields.join_without_university_email,
            proposed_email_domains: fields.proposed_email_domains.clone(),
            created_at: Utc::now(),
            updated_at: Utc::now(),
        }
    }

    /// A media library whose store hands out `http://m/<key>` and records which keys it deletes.
    fn media(store: MockMediaStore) -> MediaLibrary {
        let mut processor = MockImageProcessor::new();
        processor.expect_process().returning(|_, _| {
            let image =
                EncodedImage { bytes: vec![1], content_type: "image/png", extension: "png", width: 1, height: 1 };
            Ok(ProcessedImage { display: image.clone(), thumbnail: image, letterboxed: false, fingerprint: "f".into() })
        });
        let mut uploads = MockUploadRepository::new();
        uploads.expect_record().returning(|_, _, _| Ok(crate::media::ports::Recorded::Kept));
        uploads.expect_usage().returning(|_, _| Ok(Default::default()));
        let mut clock = crate::MockClock::new();
        clock.expect_now().returning(now);
        MediaLibrary::new(Arc::new(store), Arc::new(processor), Arc::new(uploads), Arc::new(clock))
    }

    fn old_logo() -> UniversityLogo {
        UniversityLogo { url: "http://m/logo/old.png".into(), thumbnail_url: "http://m/logo/old.thumb.png".into() }
    }

    fn storing_store() -> MockMediaStore {
        let mut store = MockMediaStore::new();
        store.expect_put().returning(|key, _, _| Ok(StoredMedia { key: key.into(), url: format!("http://m/{key}") }));
        store.expect_key_for_url().returning(|url| url.strip_prefix("http://m/").map(str::to_owned));
        store
    }

    fn universities(repository: MockUniversityRepository, store: MockMediaStore) -> Universities {
        let mut requests = MockUniversityRequestRepository::new();
        requests.expect_claim_untold().returning(|_, _| Ok(vec![]));
        universities_telling(repository, store, requests, MockMailer::new())
    }

    fn universities_telling(
        repository: MockUniversityRepository,
        store: MockMediaStore,
        requests: MockUniversityRequestRepository,
        mailer: MockMailer,
    ) -> Universities {
        let mut clock = crate::MockClock::new();
        clock.expect_now().returning(now);
        Universities::new(
            Arc::new(repository),
            Arc::new(requests),
            media(store),
            Arc::new(mailer),
            Arc::new(clock),
            "https://quad.test/",
        )
    }

    /// Added, answering no request.
    fn added(university: University) -> AddedUniversity {
        AddedUniversity { university, answered: vec![] }
    }

    #[tokio::test]
    async fn a_taken_name_gets_the_next_numbered_slug() {
        let mut repository = MockUniversityRepository::new();
        repository
            .expect_slug_taken()
            .returning(|slug, _| Ok(["university-of-michigan", "university-of-michigan-2"].contains(&slug.as_str())));
        repository
            .expect_insert()
            .withf(|_, fields, _, _, _| fields.slug.as_str() == "university-of-michigan-3")
            .times(1)
            .returning(|id, fields, _, _, _| Ok(added(university(id, &fields))));

        let created =
            universities(repository, storing_store()).create(&as_role(Role::Manager), form(), Some(vec![1])).await;

        let created = created.unwrap();
        assert_eq!(created.slug.as_str(), "university-of-michigan-3");
        let logo = created.logo.expect("a logo is required");
        assert_eq!(
            logo.thumbnail_url,
            logo.url.replace(".png", ".thumb.png"),
            "the logo's thumbnail is kept beside it"
        );
    }

    fn asked(n: u128, email: &str, university: Uuid) -> UniversityRequest {
        UniversityRequest {
            id: Uuid::from_u128(n),
            university_name: "university of michigan".into(),
            location: None,
            email: email.into(),
            requester_id: None,
            created_at: now(),
            status: RequestStatus::Added,
            university_id: Some(university),
            decided_at: Some(now()),
            told_at: None,
        }
    }

    #[tokio::test]
    async fn a_university_that_opens_tells_everyone_waiting_for_it_once_and_a_closed_one_tells_nobody() {
        let request_id = Uuid::from_u128(42);
        let mut repository = MockUniversityRepository::new();
        repository.expect_slug_taken().returning(|_, _| Ok(false));
        repository.expect_domain_owners().returning(|_| Ok(vec![]));
        repository
            .expect_insert()
            .withf(move |_, _, request, _, _| *request == Some(request_id))
            .times(2)
            .returning(move |id, fields, _, _, _| Ok(added(university(id, &fields))));
        let mut requests = MockUniversityRequestRepository::new();
        // Only the open one claims its waiting requesters (each claimed once by the repository).
        requests
            .expect_claim_untold()
            .times(1)
            .returning(|id, _| Ok(vec![asked(42, "ada@umich.edu", id), asked(43, "bo@umich.edu", id)]));
        let mut mailer = MockMailer::new();
        mailer
            .expect_send()
            .withf(|email| {
                email.subject == "University of Michigan is on Quad"
                    && email.text_body.contains("https://quad.test/universities/university-of-michigan")
            })
            .times(2)
            .returning(|_| Ok(()));
        let universities = universities_telling(repository, storing_store(), requests, mailer);
        let closed = UniversityForm { from_request: Some(request_id), ..form() };
        let open = UniversityForm { email_domains: Some("umich.edu".into()), ..closed.clone() };

        let not_open = universities.create(&as_role(Role::Admin), closed, Some(vec![1])).await.unwrap();
        let opened = universities.create(&as_role(Role::Admin), open, Some(vec![1])).await.unwrap();

        assert!(!not_open.is_open());
        assert!(opened.is_open());
    }

    #[tokio::test]
    async fn a_managers_domains_are_a_proposal_that_nobody_can_join_with_until_an_admin_confirms() {
        let mut repository = MockUniversityRepository::new();
        repository.expect_slug_taken().returning(|_, _| Ok(false));
        repository.expect_domain_owners().returning(|_| Ok(vec![]));
        repository.expect_insert().returning(|id, fields, _, _, _| Ok(added(university(id, &fields))));
        let form = UniversityForm { email_domains: Some("umich.edu".into()), ..form() };

        let created = universities(repository, storing_store())
            .create(&as_role(Role::Manager), form, Some(vec![1]))
            .await
            .unwrap();

        assert!(created.email_domains.is_empty());
        assert_eq!(created.proposed_email_domains, vec![EmailDomain::parse("umich.edu").unwrap()]);
        assert!(!created.is_open());
    }

    #[tokio::test]
    async fn only_admins_choose_a_slug_a_managers_choice_is_ignored_and_the_manager_looks_after_theirs() {
        let mut repository = MockUniversityRepository::new();
        repository.expect_slug_taken().returning(|_, _| Ok(false));
        let manager = as_role(Role::Manager).id;
        repository
            .expect_insert()
            .withf(move |_, fields, _, looked_after_by, _| {
                (fields.slug.as_str() == "go-blue") == looked_after_by.is_none()
                    && looked_after_by.is_none_or(|id| id == manager)
            })
            .returning(|id, fields, _, _, _| Ok(added(university(id, &fields))));
        let chosen = UniversityForm { slug: Some("go-blue".into()), ..form() };
        let universities = universities(repository, storing_store());

        let by_manager = universities.create(&as_role(Role::Manager), chosen.clone(), Some(vec![1])).await.unwrap();
        let by_admin = universities.create(&as_role(Role::Admin), chosen, Some(vec![1])).await.unwrap();

        assert_eq!(by_manager.slug.as_str(), "university-of-michigan");
        assert_eq!(by_admin.slug.as_str(), "go-blue");
    }

    #[tokio::test]
    async fn an_admins_taken_slug_is_a_conflict_and_nothing_is_uploaded() {
        let mut repository = MockUniversityRepository::new();
        repository.expect_slug_taken().returning(|_, _| Ok(true));
        repository.expect_insert().never();
        let mut store = MockMediaStore::new();
        store.expect_put().never();

        let error = universities(repository, store)
            .create(&as_role(Role::Admin), UniversityForm { slug: Some("umich".into()), ..form() }, Some(vec![1]))
            .await
            .unwrap_err();

        assert!(matches!(error, UniversityError::SlugTaken));
    }

    #[tokio::test]
    async fn when_the_save_fails_the_uploaded_logo_is_removed() {
        let mut repository = MockUniversityRepository::new();
        repository.expect_slug_taken().returning(|_, _| Ok(false));
        repository.expect_insert().returning(|_, _, _, _, _| Err(SaveUniversityError::SlugTaken));
        let mut store = storing_store();
        store.expect_delete().withf(|key| key.starts_with("logo/")).times(2).returning(|_| Ok(()));

        let error =
            universities(repository, store).create(&as_role(Role::Admin), form(), Some(vec![1])).await.unwrap_err();

        assert!(matches!(error, UniversityError::SlugTaken));
    }

    #[tokio::test]
    async fn students_cannot_add_and_managers_cannot_edit() {
        let mut repository = MockUniversityRepository::new();
        repository.expect_insert().never();
        repository.expect_update().never();
        let universities = universities(repository, MockMediaStore::new());

        let add = universities.create(&as_role(Role::User), form(), Some(vec![1])).await.unwrap_err();
        let edit = universities.update(&as_role(Role::Manager), Uuid::from_u128(1), form(), None).await.unwrap_err();

        assert!(matches!(add, UniversityError::Forbidden));
        assert!(matches!(edit, UniversityError::Forbidden));
    }

    /// A repository that finds University of Michigan, with its old logo, at `id`.
    fn finding_umich(id: Uuid) -> MockUniversityRepository {
        let mut repository = MockUniversityRepository::new();
        repository.expect_find().returning(move |_| {
            let fields = fields_from(
                validate(&form()).unwrap(),
                UniversitySlug::parse("umich").unwrap(),
                Some(old_logo()),
                Vec::new(),
                false,
            );
            Ok(Some(university(id, &fields)))
        });
        repository
    }

    #[tokio::test]
    async fn a_new_logo_replaces_the_old_file_only_once_the_edit_is_saved() {
        let id = Uuid::from_u128(1);
        let mut repository = finding_umich(id);
        repository.expect_update().returning(|id, fields, _| Ok(Some(university(id, &fields))));
        let mut store = storing_store();
        store
            .expect_delete()
            .withf(|key| key == "logo/old.png" || key == "logo/old.thumb.png")
            .times(2)
            .returning(|_| Ok(()));

        let updated =
            universities(repository, store).update(&as_role(Role::Admin), id, form(), Some(vec![1])).await.unwrap();

        assert_eq!(updated.slug.as_str(), "umich", "an edit keeps the slug");
        let logo = updated.logo.expect("the new logo");
        assert!(logo.url.starts_with("http://m/logo/") && !logo.url.contains("old"));
        assert_eq!(logo.thumbnail_url, logo.url.replace(".png", ".thumb.png"), "cards get the new logo's thumbnail");
    }

    #[tokio::test]
    async fn an_edit_records_only_the_fields_it_changed_and_nothing_when_none_changed() {
        let id = Uuid::from_u128(1);
        let mut repository = finding_umich(id);
        repository.expect_update().times(2).returning(|id, fields, audit| {
            let updated = Some(university(id, &fields));
            let entry = audit.entry_for(&updated);
            match &fields.location {
                Some(location) if location == "Ann Arbor, Michigan" => {
                    let entry = entry.expect("a changed location is recorded");
                    assert_eq!(entry.action, AuditAction::UniversityUpdated);
                    assert_eq!(entry.target_label.as_deref(), Some("University of Michigan"));
                    assert_eq!(
                        entry.changes.iter().map(|change| change.field.as_str()).collect::<Vec<_>>(),
                        ["location"]
                    );
                }
                _ => assert_eq!(entry, None, "an edit that changes nothing is not recorded"),
            }
            Ok(updated)
        });
        let universities = universities(repository, MockMediaStore::new());
        let moved = UniversityForm { location: Some("Ann Arbor, Michigan".into()), ..form() };

        universities.update(&as_role(Role::Admin), id, moved, None).await.unwrap();
        universities.update(&as_role(Role::Admin), id, form(), None).await.unwrap();
    }

    #[tokio::test]
    async fn when_an_edit_fails_the_new_logo_goes_and_the_old_one_stays() {
        let id = Uuid::from_u128(1);
        let mut repository = finding_umich(id);
        repository.expect_update().returning(|_, _, _| Err(SaveUniversityError::Unexpected(anyhow::anyhow!("down"))));
        let mut store = storing_store();
        store.expect_delete().withf(|key| !key.contains("old")).times(2).returning(|_| Ok(()));

        let result = universities(repository, store).update(&as_role(Role::Admin), id, form(), Some(vec![1])).await;

        assert!(matches!(result, Err(UniversityError::Unexpected(_))));
    }
}
