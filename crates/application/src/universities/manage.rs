use anyhow::Context;
use quad_domain::{InstagramLink, University, UniversityName, UniversitySlug, User};
use uuid::Uuid;

use super::{
    Universities,
    ports::{DeleteUniversityError, SaveUniversityError, UniversityFields},
};
use crate::media::{UploadError, ports::MediaKind};

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
    description: String,
    instagram: InstagramLink,
    location: Option<String>,
    website: Option<String>,
    abbreviation: Option<String>,
    student_count: Option<i32>,
    slug: Option<UniversitySlug>,
}

fn validate(form: &UniversityForm) -> Result<Validated, UniversityError> {
    let name = UniversityName::parse(&form.name).map_err(|e| invalid("name", e))?;
    let description = form.description.trim().to_owned();
    if description.is_empty() {
        return Err(invalid("description", "Description is required"));
    }
    if description.chars().count() > 5000 {
        return Err(invalid("description", "Description must be at most 5000 characters long"));
    }
    let instagram = InstagramLink::parse(&form.instagram_url).map_err(|e| invalid("instagramUrl", e))?;
    let website = optional(&form.website, 300, "website")?;
    if website.as_deref().is_some_and(|w| !(w.starts_with("https://") || w.starts_with("http://"))) {
        return Err(invalid("website", "Website must start with http:// or https://"));
    }
    let student_count = match optional(&form.student_count, 12, "studentCount")? {
        None => None,
        Some(raw) => Some(
            raw.replace(',', "")
                .parse::<i32>()
                .ok()
                .filter(|n| *n >= 0)
                .ok_or_else(|| invalid("studentCount", "Student count must be a whole number"))?,
        ),
    };
    let slug = match form.slug.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        Some(raw) => Some(UniversitySlug::parse(raw).map_err(|e| invalid("slug", e))?),
        None => None,
    };
    Ok(Validated {
        name,
        description,
        instagram,
        location: optional(&form.location, 120, "location")?,
        website,
        abbreviation: optional(&form.abbreviation, 20, "abbreviation")?,
        student_count,
        slug,
    })
}

impl Universities {
    /// The first free slug: the name's, then `-2`, `-3`, ...
    async fn free_slug(&self, wanted: UniversitySlug, except: Option<Uuid>) -> anyhow::Result<UniversitySlug> {
        let mut candidate = wanted.clone();
        for n in 2..200 {
            if !self.repository.slug_taken(candidate.as_str(), except).await? {
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
        let valid = validate(&form)?;
        let logo = logo.filter(|b| !b.is_empty()).ok_or_else(|| invalid("logo", "University logo is required"))?;
        let slug = match valid.slug.clone().filter(|_| actor.role.is_admin()) {
            Some(chosen) if self.repository.slug_taken(chosen.as_str(), None).await? => {
                return Err(UniversityError::SlugTaken);
            }
            Some(chosen) => chosen,
            None => self.free_slug(UniversitySlug::from_name(&valid.name), None).await?,
        };
        let uploaded = self.media.upload(actor.id, MediaKind::Logo, logo).await?;
        let fields = fields_from(valid, slug, Some(uploaded.url.clone()));
        match self.repository.insert(Uuid::now_v7(), fields).await {
            Ok(university) => Ok(university),
            Err(error) => {
                self.forget_logo(&uploaded.url).await;
                Err(match error {
                    SaveUniversityError::SlugTaken => UniversityError::SlugTaken,
                    SaveUniversityError::Unexpected(e) => UniversityError::Unexpected(e),
                })
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
        let slug = match valid.slug.clone() {
            Some(chosen) if chosen.as_str() != current.slug => {
                if self.repository.slug_taken(chosen.as_str(), Some(id)).await? {
                    return Err(UniversityError::SlugTaken);
                }
                chosen
            }
            _ => UniversitySlug::parse(&current.slug).context("a stored slug is invalid")?,
        };
        let uploaded = match logo.filter(|b| !b.is_empty()) {
            Some(bytes) => Some(self.media.upload(actor.id, MediaKind::Logo, bytes).await?),
            None => None,
        };
        let logo_url = uploaded.as_ref().map(|u| u.url.clone()).or(current.logo_url.clone());
        match self.repository.update(id, fields_from(valid, slug, logo_url)).await {
            Ok(Some(updated)) => {
                if let (Some(_), Some(old)) = (&uploaded, &current.logo_url) {
                    self.forget_logo(old).await;
                }
                Ok(updated)
            }
            other => {
                if let Some(uploaded) = &uploaded {
                    self.forget_logo(&uploaded.url).await;
                }
                match other {
                    Ok(None) => Err(UniversityError::NotFound),
                    Err(SaveUniversityError::SlugTaken) => Err(UniversityError::SlugTaken),
                    Err(SaveUniversityError::Unexpected(e)) => Err(e.into()),
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
        let deleted = self.repository.delete(id).await.map_err(|e| match e {
            DeleteUniversityError::InUse => UniversityError::InUse,
            DeleteUniversityError::Unexpected(e) => UniversityError::Unexpected(e),
        })?;
        let deleted = deleted.ok_or(UniversityError::NotFound)?;
        if let Some(logo) = &deleted.logo_url {
            self.forget_logo(logo).await;
        }
        Ok(())
    }

    async fn forget_logo(&self, url: &str) {
        self.media.forget_url(url).await;
    }
}

fn fields_from(valid: Validated, slug: UniversitySlug, logo_url: Option<String>) -> UniversityFields {
    UniversityFields {
        name: valid.name.as_str().to_owned(),
        slug: slug.as_str().to_owned(),
        abbreviation: valid.abbreviation,
        logo_url,
        location: valid.location,
        website: valid.website,
        student_count: valid.student_count,
        description: valid.description,
        instagram_links: vec![valid.instagram],
    }
}
