use quad_domain::University;
use uuid::Uuid;

use super::{Universities, ports::UniversityFilter};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
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
    /// From 1.
    pub page: i64,
    pub page_size: i64,
}

#[derive(Debug, Clone)]
pub struct UniversityPage {
    pub universities: Vec<University>,
    pub total: i64,
    pub page: i64,
    pub page_size: i64,
}

impl Universities {
    /// A page of universities (page ≥ 1, 1 ≤ size ≤ 100).
    pub async fn list(&self, query: UniversityQuery) -> anyhow::Result<UniversityPage> {
        let page = query.page.max(1);
        let page_size = query.page_size.clamp(1, 100);
        let filter = UniversityFilter {
            search: query.search.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()),
            has_instagram: query.has_instagram,
            sort: query.sort,
        };
        let (universities, total) = self.repository.list(filter, (page - 1) * page_size, page_size).await?;
        Ok(UniversityPage { universities, total, page, page_size })
    }

    pub async fn get(&self, id: Uuid) -> anyhow::Result<Option<University>> {
        self.repository.find(id).await
    }

    /// The university whose page is `/{slug}` (the slug is matched lower-cased).
    pub async fn get_by_slug(&self, slug: &str) -> anyhow::Result<Option<University>> {
        self.repository.find_by_slug(&slug.trim().to_lowercase()).await
    }
}
