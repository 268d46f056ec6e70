/* @@opts: -x specsize=0 */
/* @@stderr: dtrace: could not enable tracing: Enabling exceeds size of buffer */
/* @@exit: 1 */

/* specsize=0 while a clause speculates is refused at GO. */
BEGIN
{
	self->s = speculation();
	speculate(self->s);
	trace(1);
}

BEGIN
{
	exit(0);
}
