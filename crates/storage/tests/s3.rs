//! The S3 adapter against a local S3-compatible server (moto's server mode), not skipped.
//!
//! `QUAD_TEST_PYTHON` names a Python with moto (`scripts/test-tools.sh` makes one; `just test-all`
//! passes it).

use std::{
    net::{TcpListener, TcpStream},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use object_store::ObjectStoreExt;
use quad_application::media::ports::MediaStore;
use quad_storage::{ObjectMediaStore, S3Settings};

struct S3Server {
    child: Child,
    url: String,
}

impl Drop for S3Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_s3() -> S3Server {
    let python = std::env::var("QUAD_TEST_PYTHON").unwrap_or_else(|_| "python3".into());
    let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let child = Command::new(&python)
        .args(["-m", "moto.server", "-H", "127.0.0.1", "-p", &port.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start moto with {python} (run scripts/test-tools.sh): {e}"));
    let server = S3Server { child, url: format!("http://127.0.0.1:{port}") };
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "moto did not start listening (is it installed for {python}?)");
        std::thread::sleep(Duration::from_millis(100));
    }
    server
}

#[tokio::test]
async fn media_round_trips_through_an_s3_bucket() {
    let s3 = start_s3();
    let http = reqwest::Client::new();
    assert!(http.put(format!("{}/quad-media", s3.url)).send().await.unwrap().status().is_success());
    let settings = S3Settings {
        bucket: "quad-media".into(),
        region: "us-east-1".into(),
        endpoint: Some(s3.url.clone()),
        access_key_id: "test".into(),
        secret_access_key: "test".into(),
    };
    let store = ObjectMediaStore::s3(&settings, &format!("{}/quad-media", s3.url)).unwrap();

    let stored = store.put("post/abc.jpg", "image/jpeg", b"\xFF\xD8jpeg bytes".to_vec()).await.unwrap();

    assert_eq!(stored.url, format!("{}/quad-media/post/abc.jpg", s3.url));
    // Read it back as another S3 client would (the bucket is private; a CDN or policy makes it public).
    let reader = object_store::aws::AmazonS3Builder::new()
        .with_bucket_name("quad-media")
        .with_region("us-east-1")
        .with_endpoint(&s3.url)
        .with_allow_http(true)
        .with_access_key_id("test")
        .with_secret_access_key("test")
        .build()
        .unwrap();
    let path = object_store::path::Path::from("post/abc.jpg");
    let object = reader.get(&path).await.unwrap();
    assert_eq!(object.attributes.get(&object_store::Attribute::ContentType).map(|v| v.as_ref()), Some("image/jpeg"));
    assert_eq!(object.bytes().await.unwrap().as_ref(), b"\xFF\xD8jpeg bytes");

    store.delete("post/abc.jpg").await.unwrap();
    store.delete("post/abc.jpg").await.unwrap();
    assert!(matches!(reader.get(&path).await, Err(object_store::Error::NotFound { .. })));
    assert_eq!(store.key_for_url(&stored.url).as_deref(), Some("post/abc.jpg"));
}

#[test]
fn settings_never_print_their_secret() {
    let settings = S3Settings {
        bucket: "b".into(),
        region: "r".into(),
        endpoint: None,
        access_key_id: "AKIA-ID".into(),
        secret_access_key: "very-secret".into(),
    };
    assert!(!format!("{settings:?}").contains("very-secret"));
}
