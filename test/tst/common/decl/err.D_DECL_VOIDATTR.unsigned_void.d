/*
 * attributes may not modify void
 */

unsigned void *p;

BEGIN
{
	exit(0);
}
