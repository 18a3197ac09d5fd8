/** The demo account the login form pre-fills (demo mode only). */
export class DemoCredentialsDto {
  email: string;
  password: string;
}
