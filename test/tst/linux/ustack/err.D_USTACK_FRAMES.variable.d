/* the frame count must be a constant */
BEGIN
{
	ustack(pid);
}
