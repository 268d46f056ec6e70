/*
 * a clause without its closing brace
 */

BEGIN
{
	exit(0);
