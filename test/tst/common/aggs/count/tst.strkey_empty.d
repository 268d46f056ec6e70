/*
 * the empty string is a valid key; as the reference's consumer prints a
 * key that does not look like a string (its first byte is NUL), it is
 * shown as a hex dump of its strsize bytes
 */

#pragma D option quiet

BEGIN
{
	@a[""] = count();
	exit(0);
}
