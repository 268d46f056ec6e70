/* discard() between does not help */
BEGIN
{
	commit(1);
	discard(2);
	commit(3);
}
