/** The access tokens' public entry: the only file of access-tokens/ that the rest of the service imports. */
export { AccessToken, type TokenKind } from './access-token.entity';
export { AccessTokensModule } from './access-tokens.module';
export { AccessTokens, type IssuedToken } from './access-tokens.service';
export { bearerOf, SECRET_PREFIXES, TOKEN_SECURITY } from './token-secrets';
