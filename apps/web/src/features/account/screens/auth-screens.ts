// The login and register screens, a chunk of their own with the passphrase crypto: nothing of
// it loads until a viewer opens /login or /register (app/routes.tsx).
import "../strings";

export { LoginPage } from "./LoginPage";
export { RegisterPage } from "./RegisterPage";
