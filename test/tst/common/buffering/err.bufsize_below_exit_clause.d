/* @@stderr: dtrace: could not enable tracing: Enabling exceeds size of buffer */
/*
 * bufsize=16 under the switch policy, and the clause with exit() records
 * 24 bytes: refused at GO, not a run that can never end
 */
#pragma D option bufsize=16
#pragma D option bufpolicy=switch

BEGIN
{
	trace(1);
	trace(2);
	exit(0);
}
