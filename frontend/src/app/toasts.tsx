import { ToastContainer } from 'react-toastify';

import { TOAST_AUTO_CLOSE_MS } from '@/config/constants';

/** The app's toasts; loaded lazily by AppProvider, so react-toastify stays out of the first load. */
export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop closeOnClick pauseOnHover />;
}
