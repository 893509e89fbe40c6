import { randomBytes } from 'node:crypto';

/** The Graph API's error envelope, as the Cloud API answers every failed call. */
export interface GraphErrorBody {
  error: {
    message: string;
    type: 'OAuthException';
    code: number;
    error_subcode?: number;
    error_data?: { messaging_product: 'whatsapp'; details: string };
    fbtrace_id: string;
  };
}

/** Codes the sandbox answers with, as Meta documents them. */
export const GraphCode = {
  /** Invalid parameter (a missing, misspelt or malformed field). */
  INVALID_PARAMETER: 100,
  /** Invalid OAuth access token. */
  INVALID_TOKEN: 190,
  /** Something went wrong (a transient error on Meta's side). */
  SOMETHING_WENT_WRONG: 131000,
  /** Required parameter is missing (e.g. the code of an authentication template's button). */
  PARAMETER_MISSING: 131008,
  /** Message undeliverable (reported in a `failed` status webhook). */
  UNDELIVERABLE: 131026,
  /** Re-engagement message: more than 24 hours since the customer last wrote. */
  RE_ENGAGEMENT: 131047,
  /** Number of parameters does not match the expected number of params. */
  PARAMETER_COUNT: 132000,
  /** Template name does not exist in the translation. */
  TEMPLATE_MISSING: 132001,
  /** Rate limit hit (Cloud API throughput). */
  RATE_LIMIT: 130429,
} as const;

/** Graph's request trace id: 23 URL-safe base64 characters. */
export function fbtraceId(): string {
  return randomBytes(17).toString('base64url').slice(0, 23);
}

/** The envelope for `code`; `details` becomes `error_data.details` as in Cloud API errors. */
export function graphErrorBody(
  message: string,
  code: number,
  details?: string,
  subcode?: number,
): GraphErrorBody {
  return {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode === undefined ? {} : { error_subcode: subcode }),
      ...(details === undefined ? {} : { error_data: { messaging_product: 'whatsapp', details } }),
      fbtrace_id: fbtraceId(),
    },
  };
}

/** Thrown anywhere in a request; the error handler answers its status and body as they are. */
export class GraphError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: GraphErrorBody,
  ) {
    super(body.error.message);
  }

  /** `(#100) Invalid parameter`, with what was wrong in `error_data.details`. */
  static invalidParameter(details: string): GraphError {
    return new GraphError(
      400,
      graphErrorBody('(#100) Invalid parameter', GraphCode.INVALID_PARAMETER, details),
    );
  }

  /** `(#100) The parameter X is required.`, Graph's answer to a missing field. */
  static required(parameter: string): GraphError {
    return new GraphError(
      400,
      graphErrorBody(`(#100) The parameter ${parameter} is required.`, GraphCode.INVALID_PARAMETER),
    );
  }

  /** `(#131008) Required parameter is missing`, with which one in `error_data.details`. */
  static parameterMissing(details: string): GraphError {
    return GraphError.cloud(
      400,
      GraphCode.PARAMETER_MISSING,
      'Required parameter is missing',
      details,
    );
  }

  /** A wrong or missing bearer token: 401, code 190. */
  static invalidToken(): GraphError {
    return new GraphError(
      401,
      graphErrorBody(
        'Invalid OAuth access token - Cannot parse access token',
        GraphCode.INVALID_TOKEN,
      ),
    );
  }

  /** An id in the path that is not this sandbox's phone number or business account. */
  static unknownObject(id: string): GraphError {
    return new GraphError(
      400,
      graphErrorBody(
        `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        GraphCode.INVALID_PARAMETER,
        undefined,
        33,
      ),
    );
  }

  /** A Cloud API error `(#code) title` with `details`, at `status`. */
  static cloud(status: number, code: number, title: string, details: string): GraphError {
    return new GraphError(status, graphErrorBody(`(#${code}) ${title}`, code, details));
  }
}
