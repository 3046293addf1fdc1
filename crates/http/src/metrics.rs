//! `/metrics` in Prometheus' text format: every request by route pattern, method and status (a
//! latency histogram, whose `_count` is the request count), the database pool, the outbox and the
//! Instagram queue as the database holds them, and the process (memory, CPU, open files). Only
//! clients whose address is in `QUAD_METRICS_ALLOW` may read it; to anyone else it does not exist.

use std::time::Duration;

use actix_web::{HttpRequest, HttpResponse, http::header, web};
use prometheus::{Encoder, HistogramOpts, HistogramVec, IntGaugeVec, Opts, Registry, TextEncoder};
use quad_application::health::ports::OperationsReader;

use crate::{ApiError, ApiServices, IpRanges};

pub struct HttpMetrics {
    registry: Registry,
    requests: HistogramVec,
    pool: IntGaugeVec,
    mail: IntGaugeVec,
    posts: IntGaugeVec,
    /// Who may read them.
    allowed: IpRanges,
}

/// Request latency buckets, in seconds: 1 ms to 10 s.
const LATENCY_BUCKETS: &[f64] = &[0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0];

impl HttpMetrics {
    pub fn new(allowed: IpRanges) -> Self {
        // Ours are named quad_*; the process's keep their standard names (process_*).
        let registry = Registry::new();
        let requests = HistogramVec::new(
            HistogramOpts::new("http_request_duration_seconds", "HTTP requests by route pattern, method and status")
                .namespace("quad")
                .buckets(LATENCY_BUCKETS.to_vec()),
            &["route", "method", "status"],
        )
        .expect("valid request metrics");
        let pool = IntGaugeVec::new(
            Opts::new("db_pool_connections", "Database pool: connections in use, idle, and requests waiting for one")
                .namespace("quad"),
            &["state"],
        )
        .expect("valid pool metrics");
        let mail =
            IntGaugeVec::new(Opts::new("mail_queue", "E-mails in the outbox by state").namespace("quad"), &["state"])
                .expect("valid mail metrics");
        let posts =
            IntGaugeVec::new(Opts::new("instagram_posts", "Instagram posts by status").namespace("quad"), &["status"])
                .expect("valid post metrics");
        registry.register(Box::new(requests.clone())).expect("registered once");
        registry.register(Box::new(pool.clone())).expect("registered once");
        registry.register(Box::new(mail.clone())).expect("registered once");
        registry.register(Box::new(posts.clone())).expect("registered once");
        #[cfg(target_os = "linux")]
        registry
            .register(Box::new(prometheus::process_collector::ProcessCollector::for_self()))
            .expect("the process metrics registered once");
        Self { registry, requests, pool, mail, posts, allowed }
    }

    /// Counts one answered request. `route` is the route's pattern, never the path itself.
    pub fn observe(&self, route: &str, method: &str, status: u16, elapsed: Duration) {
        self.requests.with_label_values(&[route, method, &status.to_string()]).observe(elapsed.as_secs_f64());
    }

    async fn render(&self, operations: &dyn OperationsReader) -> String {
        let pool = operations.pool();
        for (state, value) in
            [("in_use", pool.in_use()), ("idle", pool.available), ("waiting", pool.waiting), ("max", pool.max_size)]
        {
            self.pool.with_label_values(&[state]).set(i64::try_from(value).unwrap_or(i64::MAX));
        }
        match operations.queue_depths().await {
            Ok(depths) => {
                for (gauge, counts) in [(&self.mail, depths.mail), (&self.posts, depths.posts)] {
                    gauge.reset();
                    for (state, count) in counts {
                        gauge.with_label_values(&[&state]).set(count);
                    }
                }
            }
            // The request metrics are still worth having; the queues are left out of this scrape.
            Err(error) => tracing::warn!(error = format!("{error:#}"), "cannot read the queues for the metrics"),
        }
        let mut text = Vec::new();
        TextEncoder::new().encode(&self.registry.gather(), &mut text).expect("metrics encode to a Vec");
        String::from_utf8(text).expect("the text format is UTF-8")
    }
}

/// `GET /metrics`. The address is the client's behind our trusted proxies, so a request relayed
/// by nginx from outside is refused even though nginx itself is on an allowed address.
pub async fn scrape(
    request: HttpRequest,
    metrics: web::Data<HttpMetrics>,
    services: web::Data<ApiServices>,
) -> Result<HttpResponse, ApiError> {
    let client = services.trusted_proxies.client_address(&request);
    if !client.is_some_and(|address| metrics.allowed.contains(address)) {
        return Err(ApiError::not_found("Not found"));
    }
    let text = metrics.render(services.operations.as_ref()).await;
    Ok(HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, TextEncoder::new().format_type()))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(text))
}
