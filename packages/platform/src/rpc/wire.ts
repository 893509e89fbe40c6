/** Reply header with the outcome of an RPC call: `200` or the error's HTTP-like status. */
export const RPC_STATUS_HEADER = 'rpc-status';

export const encoder = new TextEncoder();
export const decoder = new TextDecoder();
