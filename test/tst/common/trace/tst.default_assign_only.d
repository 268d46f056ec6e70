/*
 * assignments record nothing; the probe line is printed
 */

BEGIN
{
	x = 1;
	exit(0);
}
