/* @@opts: -l */
/*
 * -l with dtrace::: lists BEGIN, END and ERROR as probes 1, 2 and 3
 */

dtrace:::
{
}
