use quad_domain::{University, UniversitySlug};
use uuid::Uuid;

use super::{Universities, ports::UniversityFilter};
use crate::{Page, PageRequest};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum UniversitySort {
    #[default]
    Name,
    Newest,
}

#[derive(Debug, Clone, Default)]
pub struct UniversityQuery {
    pub search: Option<String>,
    pub has_instagram: Option<bool>,
    pub sort: UniversitySort,
    pub page: PageRequest,
}

impl Universities {
    /// A page of universities.
    pub async fn list(&self, query: UniversityQuery) -> anyhow::Result<Page<University>> {
        let filter = UniversityFilter {
            search: query.search.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()),
            has_instagram: query.has_instagram,
            sort: query.sort,
        };
        let (universities, total) = self.repository.list(filter, query.page.offset(), query.page.size()).await?;
        Ok(query.page.answer(universities, total))
    }

    pub async fn get(&self, id: Uuid) -> anyhow::Result<Option<University>> {
        self.repository.find(id).await
    }

    /// The university whose page is `/{slug}` (the slug is matched lower-cased).
    pub async fn get_by_slug(&self, slug: &str) -> anyhow::Result<Option<University>> {
        match UniversitySlug::parse(&slug.trim().to_lowercase()) {
            Ok(slug) => self.repository.find_by_slug(&slug).await,
            Err(_) => Ok(None),
        }
    }
}
