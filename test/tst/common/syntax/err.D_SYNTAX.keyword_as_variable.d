/*
 * a type keyword used as a variable
 */

BEGIN
{
	int = 3;
	exit(0);
}
