/*
 * an unknown control line
 */

#nosuchdirective

BEGIN
{
	exit(0);
}
