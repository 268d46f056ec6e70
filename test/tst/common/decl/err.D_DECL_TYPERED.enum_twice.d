/*
 * an enum defined twice
 */

enum e1 { A1 };
enum e1 { B1 };

BEGIN
{
	exit(0);
}
