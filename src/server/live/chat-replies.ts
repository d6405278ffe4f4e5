/** Placeholder replaced below. */
export function startChatReplies(_db: unknown): { stop(): Promise<void> } {
	return { stop: async () => {} };
}
