/*
 * an enumerator needs an integer constant
 */

enum e { A = "x" };

BEGIN
{
	exit(0);
}
