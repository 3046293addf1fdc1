/**
 * Multipart bodies for the typed client. openapi-typescript types `format: binary` fields as `string`;
 * in the browser they are files. `MultipartBody<T, K>` is the schema's body `T` with its binary
 * fields `K` as Blobs (optional ones stay optional).
 */
export type MultipartBody<T, K extends keyof T> = Omit<T, K> & { [P in K]: Blob | Exclude<T[P], string> };

/** The FormData of a body: text as is, numbers and booleans as text, files with their names; null and undefined left out. */
export function toFormData(body: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) {
      if (value instanceof File) form.append(key, value, value.name);
      else form.append(key, value);
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      form.append(key, String(value));
    } else {
      throw new TypeError(`Multipart field ${key} must be text, a number, a boolean or a file`);
    }
  }
  return form;
}

/**
 * The options of a typed call that sends `body` as multipart/form-data:
 * `api.POST('/upload', { params, ...multipart<UploadForm, 'file'>({ file }) })`. The body is checked
 * against the document's schema (files as Blobs) and serialised to FormData by the per-request
 * `bodySerializer`; openapi-fetch then sets no Content-Type, so the browser sets it with the boundary.
 */
export function multipart<T, K extends keyof T>(body: MultipartBody<T, K>) {
  return {
    // Only the binary fields differ from `T` (Blob instead of string); the serializer reads `body` itself.
    body: body as unknown as T,
    bodySerializer: (): FormData => toFormData(body),
  };
}
