/*
 * a call without its closing parenthesis
 */

BEGIN
{
	exit(0;
	exit(0);
}
