"""Schemathesis hooks for scripts/fuzz-api.sh (loaded through SCHEMATHESIS_HOOKS=fuzz_hooks).

The upload fields declare `encoding.contentType: image/jpeg, image/png, image/gif, image/webp`:
the server decodes the bytes and refuses anything that is not such an image (415), which no JSON
Schema keyword can say. Schemathesis draws `format: binary` values from arbitrary bytes and its
PDF and ZIP samples too, and sends them as "valid" files. This hook makes it draw small, real
images of each type instead, so positive cases carry images. (Registering the media types
instead makes its coverage phase send "" for every other required form field.)
"""

import base64

import schemathesis
from hypothesis import strategies as st
from schemathesis.transport.serialization import Binary

from check_support import png


GIF = base64.b64decode("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==")
WEBP = base64.b64decode("UklGRhoAAABXRUJQVlA4TA4AAAAvAAAAEAcQERGIiP4HAA==")
# A 1x1 greyscale JPEG.
JPEG = base64.b64decode(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAFA3PEY8MlBGQUZaVVBfeMiCeG5uePWvuZHI////////////////////////////"
    "////////////////////////wAALCAABAAEBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgED"
    "AwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RF"
    "RkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJ"
    "ytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/AKVf/9k="
)

# Every `format: binary` field of the API is an image field.
schemathesis.openapi.format(
    "binary",
    st.one_of(
        st.builds(png, st.integers(1, 16), st.integers(1, 16), st.integers(0, 255)),
        st.sampled_from([GIF, WEBP, JPEG]),
    ).map(Binary),
)
